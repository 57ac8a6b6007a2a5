"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { confirmAdultAction } from "./actions";

/**
 * Where "19세 미만 나가기" goes: off this site, as Korean adult gates do (to the portal most Korean visitors start from);
 * this site's home would still list the same products.
 */
const UNDERAGE_EXIT_URL = "https://www.naver.com/";

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
      <section
        aria-labelledby="adult-notice-title"
        aria-describedby="adult-notice-text"
        className="mx-auto my-6 max-w-md rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm"
      >
        <p
          aria-hidden
          className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-full border-4 border-red-600 text-2xl font-extrabold text-red-600"
        >
          19
        </p>
        <h2 id="adult-notice-title" className="text-xl font-bold">
          청소년 이용 불가
        </h2>
        <p id="adult-notice-text" className="mt-2 text-[15px] leading-relaxed text-gray-700">
          이 정보내용은 청소년유해매체물로서 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 및 「청소년보호법」에 따라 19세 미만의
          청소년이 이용할 수 없습니다.
        </p>
        {failed ? (
          <p role="alert" className="mt-3 text-sm text-red-600">
            확인하지 못했습니다. 다시 시도해 주세요.
          </p>
        ) : null}
        <div className="mt-5 grid gap-2">
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            className="rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            19세 이상입니다
          </button>
          <a
            href={UNDERAGE_EXIT_URL}
            rel="noreferrer"
            className="rounded-lg border border-gray-300 py-3 font-semibold text-gray-700 hover:bg-gray-50"
            data-testid="underage-exit"
          >
            19세 미만 나가기
          </a>
          <Link href={`/auth/signin?${new URLSearchParams({ callbackUrl: pathname })}`} className="text-sm text-gray-600 underline">
            회원이신가요? 로그인하면 다시 묻지 않습니다
          </Link>
        </div>
      </section>
      <div hidden inert data-adult-gated>
        {children}
      </div>
    </>
  );
}
