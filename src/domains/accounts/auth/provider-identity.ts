import { isKoreanProviderId, type KoreanProviderId } from "../korean-provider-names";

/** Who a Kakao/Naver account says signed in: its account id, the e-mail and whether the provider vouches for it. */
export type ProviderIdentity = {
  provider: KoreanProviderId;
  providerAccountId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** A first sign-in waiting on /auth/welcome: a Kakao/Naver account, or a Google account (its sub as the account id). */
export type SignUpIdentity = ProviderIdentity | (Omit<ProviderIdentity, "provider"> & { provider: "google" });

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/**
 * Reads next-auth's account and the provider's raw profile. Kakao vouches for an e-mail with
 * `is_email_valid` and `is_email_verified`; Naver states no such flag, so only its own mailbox
 * (`@naver.com`, the account's address itself) counts as verified. Null: not a Korean provider.
 */
export function providerIdentityOf({
  provider,
  providerAccountId,
  profile,
}: {
  provider: string;
  providerAccountId: string;
  profile: unknown;
}): ProviderIdentity | null {
  if (!isKoreanProviderId(provider) || !providerAccountId) return null;
  if (provider === "kakao") {
    const account = record(record(profile).kakao_account);
    const email = text(account.email)?.toLowerCase() ?? null;
    return {
      provider,
      providerAccountId,
      email,
      emailVerified: email !== null && account.is_email_valid === true && account.is_email_verified === true,
      name: text(record(account.profile).nickname),
    };
  }
  const response = record(record(profile).response);
  const email = text(response.email)?.toLowerCase() ?? null;
  return {
    provider,
    providerAccountId,
    email,
    emailVerified: email !== null && email.endsWith("@naver.com"),
    name: text(response.nickname) ?? text(response.name),
  };
}
