"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { confirmAdultAction } from "./actions";
import { AdultNoticeFrame } from "../adult-notice-frame";

/** The notice itself; confirming sets the cookie through a server action and re-renders the page. */
export function AdultNotice({ children, pathPrefix }: { children: React.ReactNode; pathPrefix: string }) {
  const pathname = usePathname() ?? "/";
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  if (!pathname.startsWith(pathPrefix)) return <>{children}</>;

  const confirm = () =>
    startTransition(async () => {
      const result = await confirmAdultAction({}).catch(() => null);
      if (!result?.ok) return setFailed(true);
      router.refresh();
    });

  return (
    <>
      <AdultNoticeFrame
        alert={failed ? "확인하지 못했습니다. 다시 시도해 주세요." : null}
        footer={
          <Link href={`/auth/signin?${new URLSearchParams({ callbackUrl: pathname })}`} className="text-sm text-gray-600 underline">
            회원이신가요? 로그인하면 다시 묻지 않습니다
          </Link>
        }
      >
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          className="rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          19세 이상입니다
        </button>
      </AdultNoticeFrame>
      <div hidden inert data-adult-gated>
        {children}
      </div>
    </>
  );
}
