"use client";

import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { FormField } from "@/ui/form-field";
import { SubmitButton } from "@/ui/submit-button";
import { safeCallbackPath } from "../auth/client";
import { completeProviderSignUpAction } from "./actions";
import { SignUpConsentFields } from "./sign-up-consent-fields";
import { SIGN_UP_PROVIDER_NAMES, type SignUpProviderId } from "../sign-up-provider-names";

/** A first Kakao, Naver or Google sign-in: nickname, birth year (19+) and the agreements, then the member is signed in. */
export function ProviderSignUpForm({
  provider,
  email,
  emailKept,
  suggestedNickname,
}: {
  provider: SignUpProviderId;
  email: string | null;
  emailKept: boolean;
  suggestedNickname: string;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = SIGN_UP_PROVIDER_NAMES[provider];

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const result = await completeProviderSignUpAction(new FormData(event.currentTarget)).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      setErrors(result && !result.ok ? (result.fieldErrors ?? {}) : {});
      setMessage(!result ? "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요." : result.error.message);
      return;
    }
    // A full load: every server-rendered part (header, page) sees the new session.
    window.location.assign(safeCallbackPath({ url: result.data.callbackUrl, origin: window.location.origin }));
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" noValidate>
      <FormAlert tone="error">{message}</FormAlert>
      <p className="text-sm text-gray-700">
        {name} 계정으로 처음 오셨습니다.{" "}
        {email && emailKept
          ? `이메일(${email})은 ${name}에서 인증된 주소로 저장합니다(다른 계정이 쓰는 주소는 빼고).`
          : "이메일은 저장하지 않습니다."}
      </p>
      <p className="text-sm text-gray-600">
        이미 다른 방법으로 가입하셨다면 여기서 가입하지 말고, 그 계정으로 로그인한 뒤 내 정보에서 {name} 계정을 연결해 주세요.
      </p>
      <FormField
        label="닉네임"
        name="nickname"
        autoComplete="nickname"
        required
        maxLength={16}
        defaultValue={suggestedNickname}
        hint="2~16자, 한글·영문·숫자·밑줄"
        error={errors.nickname}
      />
      <SignUpConsentFields errors={errors} collected={`닉네임, 출생연도, ${name} 회원번호${emailKept ? ", 이메일" : ""}`} />
      <SubmitButton pending={pending} label="동의하고 가입하기" busyLabel="가입 중…" />
    </form>
  );
}
