"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { SubmitButton } from "@/ui/submit-button";
import { verifyEmailAction } from "./actions";

/** The mailed link's page: a button spends the link (a mail scanner that only opens the page verifies nothing). */
export function VerifyEmailForm({ token }: { token: string }) {
  const [state, setState] = useState<{ done: boolean; error: string | null; pending: boolean }>({
    done: false,
    error: null,
    pending: false,
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ done: false, error: null, pending: true });
    const result = await verifyEmailAction({ token }).catch(() => null);
    if (result?.ok) return setState({ done: true, error: null, pending: false });
    setState({
      done: false,
      error: result && !result.ok ? result.error.message : "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
      pending: false,
    });
  }

  if (state.done)
    return (
      <p className="rounded-2xl border border-gray-200 bg-white p-5 text-gray-700" role="status">
        이메일 인증을 마쳤습니다.{" "}
        <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
          로그인
        </Link>
      </p>
    );
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <FormAlert tone="error">{state.error}</FormAlert>
      <SubmitButton pending={state.pending} label="이메일 인증하기" busyLabel="확인 중…" />
    </form>
  );
}
