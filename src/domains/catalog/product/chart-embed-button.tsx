"use client";

import { useState } from "react";

/**
 * 퍼가기: copies the chart's `<img>` snippet to the clipboard and says so beside the button; where the browser will
 * not copy, shows the snippet selected, to copy by hand.
 */
export function ChartEmbedButton({ snippet }: { snippet: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return (
    <div className="chart-embed">
      <button type="button" className="share-button" onClick={copy} aria-describedby="chart-embed-status">
        퍼가기
      </button>
      <span id="chart-embed-status" role="status" className="text-sm text-gray-700" data-testid="chart-embed-status">
        {state === "copied" ? "그래프 퍼가기 코드를 복사했습니다. 블로그나 게시판에 붙여 넣으세요." : null}
        {state === "failed" ? "복사하지 못했습니다. 아래 코드를 직접 복사해 주세요." : null}
      </span>
      {state === "failed" ? (
        <textarea
          readOnly
          aria-label="그래프 퍼가기 코드"
          className="chart-embed-code"
          value={snippet}
          ref={(el) => el?.select()}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
