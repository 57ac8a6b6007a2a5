"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { FormField } from "@/ui/form-field";
import { SubmitButton } from "@/ui/submit-button";
import { resetPasswordAction } from "./actions";

/** A new password for the member the mailed link belongs to; afterwards every session is signed out. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const result = await resetPasswordAction(new FormData(event.currentTarget)).catch(() => null);
    setPending(false);
    if (!result) return setMessage("일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.");
    setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
    if (!result.ok) return setMessage(result.error.message);
    setDone(true);
  }

  if (done) {
    return (
      <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <FormAlert tone="success">비밀번호를 바꿨습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 다시 로그인해 주세요.</FormAlert>
        <Link
          href="/auth/signin"
          className="block w-full rounded-lg bg-brand-700 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          로그인하러 가기
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" noValidate>
      <FormAlert tone="error">{message}</FormAlert>
      <input type="hidden" name="token" value={token} />
      <FormField
        label="새 비밀번호"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="8자 이상, 영문자와 숫자를 모두 포함"
        error={errors.newPassword}
      />
      <FormField
        label="새 비밀번호 확인"
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirm}
      />
      <SubmitButton pending={pending} label="비밀번호 바꾸기" busyLabel="바꾸는 중…" />
    </form>
  );
}
