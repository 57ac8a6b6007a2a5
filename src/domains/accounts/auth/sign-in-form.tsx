"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { FormField } from "@/ui/form-field";
import { authErrorMessage } from "./auth-errors";
import { safeCallbackPath } from "./callback-url";
import { signInEverywhere } from "./sign-in-everywhere";
import { SubmitButton } from "@/ui/submit-button";

/**
 * E-mail sign-in through next-auth's credentials provider (form-encoded csrfToken,
 * callbackUrl, json). The error comes back as the `error` parameter of the returned url.
 */
export function SignInForm({ callbackUrl, error }: { callbackUrl: string | null; error: string | null }) {
  const [message, setMessage] = useState(authErrorMessage(error));
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setMessage(null);
    const target = safeCallbackPath({ url: callbackUrl, origin: window.location.origin });
    const result = await signInEverywhere("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      callbackUrl: target,
    });
    if (!result?.ok || result.error) {
      setPending(false);
      setMessage(authErrorMessage(result?.error ?? "CredentialsSignin"));
      return;
    }
    // A full load: every server-rendered part (header, page) sees the new session.
    window.location.assign(safeCallbackPath({ url: result.url ?? target, origin: window.location.origin }));
  }

  const signUpHref = callbackUrl ? `/auth/signup?${new URLSearchParams({ callbackUrl })}` : "/auth/signup";
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" noValidate>
      <FormAlert tone="error">{message}</FormAlert>
      <FormField label="이메일" name="email" type="email" autoComplete="email" inputMode="email" required />
      <FormField label="비밀번호" name="password" type="password" autoComplete="current-password" required />
      <p className="-mt-2 text-right text-sm">
        <Link href="/auth/forgot-password" className="text-gray-600 underline hover:text-brand-700">
          비밀번호를 잊으셨나요?
        </Link>
      </p>
      <SubmitButton pending={pending} label="로그인" busyLabel="로그인 중…" />
      <p className="text-center text-sm text-gray-600">
        아직 회원이 아니신가요?{" "}
        <Link href={signUpHref} className="font-semibold text-brand-700 underline">
          회원가입
        </Link>
      </p>
    </form>
  );
}
