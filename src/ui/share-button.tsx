"use client";

import { useSyncExternalStore } from "react";
import { lazyToast } from "./lazy-toast";

const subscribeToNothing = () => () => {};

/** The page's address without its query (a chart range, a sort) or fragment: the link a person means to pass on. */
const pageLink = () => `${window.location.origin}${window.location.pathname}`;

/**
 * 링크 복사 (to the clipboard, told by a toast) and, where the browser has the Web Share API (phones: KakaoTalk is in
 * its share sheet), 공유하기. The share button appears after hydration, so the server's HTML is the same for everyone.
 * No third-party SDK: the system's sheet carries the link to any app.
 */
export function ShareButton({ title }: { title: string }) {
  // The server (and hydration) says no: a browser's answer never changes while the page is open.
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === "function",
    () => false,
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageLink());
      lazyToast.success("링크를 복사했습니다.");
    } catch {
      lazyToast.error("링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.");
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url: pageLink() });
    } catch (err) {
      // Closing the sheet is not an error to tell.
      if ((err as Error).name !== "AbortError") lazyToast.error("공유하지 못했습니다. 링크 복사를 이용해 주세요.");
    }
  }

  return (
    <span className="share-buttons">
      <button type="button" className="share-button" onClick={copy}>
        링크 복사
      </button>
      {canShare ? (
        <button type="button" className="share-button" onClick={share}>
          공유하기
        </button>
      ) : null}
    </span>
  );
}
