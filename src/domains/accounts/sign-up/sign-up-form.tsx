"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { FormField } from "@/ui/form-field";
import { signUpAction } from "./actions";
import { safeCallbackPath } from "../auth/client";
import { SignUpConsentFields } from "./sign-up-consent-fields";
import { SubmitButton } from "@/ui/submit-button";

/** Sign-up: validated on the server (Korean field messages); then "확인 메일을 보냈습니다", the same for a taken and a free address. */
export function SignUpForm({ callbackUrl }: { callbackUrl: string | null }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const result = await signUpAction(new FormData(event.currentTarget));
    if (!result.ok) {
      setPending(false);
      setErrors(result.fieldErrors ?? {});
      setMessage(result.fieldErrors ? "입력한 내용을 확인해 주세요." : result.error.message);
      return;
    }
    setErrors({});
    setSent(result.data.message);
  }

  if (sent) {
    const signIn = `/auth/signin${callbackUrl ? `?${new URLSearchParams({ callbackUrl: safeCallbackPath({ url: callbackUrl, origin: window.location.origin }) })}` : ""}`;
    return (
      <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" role="status" data-testid="sign-up-sent">
        <p className="font-semibold">{sent}</p>
        <p className="text-sm text-gray-600">
          메일이 오지 않으면 스팸함을 확인해 주세요. 인증 전에도 로그인할 수 있지만 가격 알림 메일은 인증 후에 보냅니다.
        </p>
        <Link href={signIn} className="font-semibold text-brand-700 underline">
          로그인하러 가기
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" noValidate>
      <FormAlert tone="error">{message}</FormAlert>
      <FormField label="이메일" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
      <FormField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="8자 이상, 영문자와 숫자를 모두 포함"
        error={errors.password}
      />
      <FormField
        label="비밀번호 확인"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm}
      />
      <FormField
        label="닉네임"
        name="nickname"
        autoComplete="nickname"
        required
        maxLength={16}
        hint="2~16자, 한글·영문·숫자·밑줄"
        error={errors.nickname}
      />
      <SignUpConsentFields errors={errors} collected="이메일, 비밀번호, 닉네임, 출생연도" />
      <SubmitButton pending={pending} label="동의하고 가입하기" busyLabel="가입 중…" />
      <p className="text-center text-sm text-gray-600">
        이미 회원이신가요?{" "}
        <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
          로그인
        </Link>
      </p>
    </form>
  );
}
