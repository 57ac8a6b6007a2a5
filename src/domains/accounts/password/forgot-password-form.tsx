"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { FormField } from "@/ui/form-field";
import { SubmitButton } from "@/ui/submit-button";
import { forgotPasswordAction } from "./actions";
import { PASSWORD_RESET_VALID_MINUTES } from "./reset-link-lifetime";

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const result = await forgotPasswordAction(new FormData(event.currentTarget)).catch(() => null);
    setPending(false);
    if (!result) return setMessage({ tone: "error", text: "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요." });
    setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
    if (!result.ok) return setMessage({ tone: "error", text: result.error.message });
    setMessage({
      tone: "success",
      text: `입력하신 주소로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 링크는 ${PASSWORD_RESET_VALID_MINUTES}분 동안 한 번만 쓸 수 있습니다. 메일이 보이지 않으면 스팸함도 확인해 주세요.`,
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" noValidate>
      <FormAlert tone={message?.tone ?? "error"}>{message?.text ?? null}</FormAlert>
      <FormField label="가입한 이메일" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
      <SubmitButton pending={pending} label="재설정 링크 받기" busyLabel="보내는 중…" />
      <p className="text-center text-sm text-gray-600">
        비밀번호가 생각나셨나요?{" "}
        <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
          로그인
        </Link>
      </p>
    </form>
  );
}
