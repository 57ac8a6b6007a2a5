import { KOREAN_PROVIDER_IDS, KOREAN_PROVIDER_NAMES } from "./korean-provider-names";

/**
 * The providers whose first sign-in ends on /auth/welcome (birth year and consent): Kakao, Naver and Google One Tap;
 * the same ones a member links on /profile (연결된 계정).
 */
export const SIGN_UP_PROVIDER_IDS = [...KOREAN_PROVIDER_IDS, "google"] as const;
export type SignUpProviderId = (typeof SIGN_UP_PROVIDER_IDS)[number];

export const SIGN_UP_PROVIDER_NAMES: Record<SignUpProviderId, string> = { ...KOREAN_PROVIDER_NAMES, google: "구글" };

export function isSignUpProviderId(value: unknown): value is SignUpProviderId {
  return typeof value === "string" && (SIGN_UP_PROVIDER_IDS as readonly string[]).includes(value);
}
