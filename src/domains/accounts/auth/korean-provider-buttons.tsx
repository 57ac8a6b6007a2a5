"use client";

import { useState } from "react";
import { KOREAN_PROVIDER_NAMES, type KoreanProviderId } from "../korean-provider-names";
import type { SignUpProviderId } from "../sign-up-provider-names";

/** Kakao's speech bubble, Naver's N and Google's G, drawn as their design guides show them. */
export function ProviderSymbol({ provider }: { provider: SignUpProviderId }) {
  if (provider === "google")
    return (
      <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  if (provider === "kakao")
    return (
      <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true">
        <path
          fill="#000"
          d="M9 1.5C4.58 1.5 1 4.3 1 7.75c0 2.2 1.47 4.14 3.69 5.25l-.94 3.45c-.08.3.26.54.52.37l4.1-2.72c.2.02.42.03.63.03 4.42 0 8-2.8 8-6.38S13.42 1.5 9 1.5Z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path fill="#fff" d="M10.85 8.56 5.01 0H0v16h5.15V7.44L10.99 16H16V0h-5.15z" />
    </svg>
  );
}

export const PROVIDER_BRAND_STYLE: Record<SignUpProviderId, string> = {
  // Kakao: #FEE500 container, label black at 85 %; Naver: #03C75A green with white; Google: white, #747775 outline, #1F1F1F label.
  kakao: "bg-[#FEE500] text-black/85 hover:brightness-95",
  naver: "bg-[#03C75A] text-white hover:brightness-95",
  google: "border border-[#747775] bg-white text-[#1F1F1F] hover:bg-gray-50",
};

/** A brand-style button of one provider; `label` defaults to "카카오 로그인" / "네이버 로그인". */
export function KoreanProviderButton({
  provider,
  label = `${KOREAN_PROVIDER_NAMES[provider]} 로그인`,
  onClick,
  disabled,
}: {
  provider: KoreanProviderId;
  label?: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-provider={provider}
      className={`relative flex h-12 w-full items-center justify-center rounded-xl px-4 text-[15px] font-semibold disabled:opacity-60 ${PROVIDER_BRAND_STYLE[provider]}`}
    >
      <span className="absolute left-4 flex h-5 w-5 items-center justify-center">
        <ProviderSymbol provider={provider} />
      </span>
      {label}
    </button>
  );
}

/** The sign-in page's Kakao/Naver buttons (only the configured ones are passed in): next-auth's OAuth sign-in. */
export function KoreanSignInButtons({ providers, callbackUrl }: { providers: KoreanProviderId[]; callbackUrl: string | null }) {
  const [busy, setBusy] = useState(false);
  if (providers.length === 0) return null;
  const start = (provider: KoreanProviderId) => {
    setBusy(true);
    void import("next-auth/react").then(({ signIn }) => signIn(provider, { callbackUrl: callbackUrl ?? "/" }));
  };
  return (
    <div className="mb-5 space-y-2.5" aria-label="간편 로그인" role="group">
      {providers.map((provider) => (
        <KoreanProviderButton key={provider} provider={provider} disabled={busy} onClick={() => start(provider)} />
      ))}
      <p className="flex items-center gap-3 pt-2 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        또는 이메일로 로그인
      </p>
    </div>
  );
}
