/** The Korean sign-in providers (issue 30), in the order their buttons show, with their Korean names. */
export const KOREAN_PROVIDER_IDS = ["kakao", "naver"] as const;
export type KoreanProviderId = (typeof KOREAN_PROVIDER_IDS)[number];

export const KOREAN_PROVIDER_NAMES: Record<KoreanProviderId, string> = { kakao: "카카오", naver: "네이버" };

export function isKoreanProviderId(value: unknown): value is KoreanProviderId {
  return typeof value === "string" && (KOREAN_PROVIDER_IDS as readonly string[]).includes(value);
}
