"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { useSession } from "@/platform/auth/session-store";
import { AdultNoticeFrame } from "../adult-notice-frame";
import { confirmIdentityVerificationAction, startIdentityVerificationAction } from "./identity-actions";

const BUTTON = "rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const FAILED = "본인인증을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.";
/** PortOne's answer when the person closed its window. */
const CANCELLED_CODES = new Set(["IDENTITY_VERIFICATION_CANCELLED", "IDENTITY_VERIFICATION_CANCELED", "USER_CANCEL"]);

/** PortOne's redirect back (most phones) carries the id and, on failure, a code in the address; taken out once read. */
function takeRedirectResult(): { id: string; code: string | null; message: string | null } | null {
  const url = new URL(window.location.href);
  const id = url.searchParams.get("identityVerificationId");
  if (!id) return null;
  const result = { id, code: url.searchParams.get("code"), message: url.searchParams.get("message") };
  for (const name of ["identityVerificationId", "identityVerificationTxId", "transactionType", "code", "message", "pgCode", "pgMessage"])
    url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", url);
  return result;
}

/**
 * ADULT_VERIFICATION=identity's 19+ notice, in place of the page: a visitor signs in first, a member does 본인인증 in
 * PortOne's window (its SDK loads on the click), and the server confirms it with PortOne before the page opens.
 */
export function IdentityNotice() {
  const pathname = usePathname() ?? "/";
  const router = useRouter();
  const session = useSession();
  const [pending, startTransition] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);

  const confirm = async (identityVerificationId: string) => {
    const result = await confirmIdentityVerificationAction({ identityVerificationId }).catch(() => null);
    if (!result?.ok) return setAlert(result?.error.message ?? FAILED);
    router.refresh();
  };

  const signedIn = session.status === "authenticated";
  useEffect(() => {
    if (!signedIn) return;
    const back = takeRedirectResult();
    if (!back) return;
    startTransition(async () => {
      if (back.code) return setAlert(CANCELLED_CODES.has(back.code) ? "본인인증을 취소했습니다." : (back.message ?? FAILED));
      await confirm(back.id);
    });
    // Once, when the member is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const verify = () =>
    startTransition(async () => {
      setAlert(null);
      const start = await startIdentityVerificationAction({}).catch(() => null);
      if (!start?.ok) return setAlert(start?.error.message ?? FAILED);
      const { storeId, channelKey, identityVerificationId, sdkUrl } = start.data;
      const portOne = await import("@portone/browser-sdk/v2");
      portOne.__INTERNAL__setPortOneSdkUrl(sdkUrl);
      const response = await portOne
        .requestIdentityVerification({ storeId, channelKey, identityVerificationId, redirectUrl: window.location.href })
        .catch(() => null);
      if (!response) return setAlert("본인인증 창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.");
      if (response.code !== undefined)
        return setAlert(CANCELLED_CODES.has(response.code) ? "본인인증을 취소했습니다." : (response.message ?? FAILED));
      await confirm(response.identityVerificationId);
    });

  return (
    <AdultNoticeFrame
      alert={alert}
      footer={
        <p className="text-sm text-gray-600">
          {signedIn
            ? "휴대폰 본인인증으로 19세 이상인지 확인합니다(1년마다 다시). 이름·전화번호·생년월일은 저장하지 않습니다."
            : "본인인증은 로그인한 뒤에 할 수 있습니다."}
        </p>
      }
    >
      {signedIn ? (
        <button type="button" onClick={verify} disabled={pending} className={BUTTON}>
          {pending ? "본인인증 확인 중…" : "본인인증하기"}
        </button>
      ) : (
        <Link href={`/auth/signin?${new URLSearchParams({ callbackUrl: pathname })}`} className={BUTTON}>
          본인인증하기
        </Link>
      )}
    </AdultNoticeFrame>
  );
}
