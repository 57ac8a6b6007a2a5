import "server-only";
import type { Account, Profile } from "next-auth";
import { cookies } from "next/headers";
import { getCurrentUser } from "@/platform/auth/current-user";
import { getConfig } from "@/platform/config";
import { AuthFailure } from "./auth-errors";
import { providerIdentityOf } from "./provider-identity";
import { linkProviderAccount, memberForProviderAccount, resolveProviderSignIn } from "./provider-sign-in";
import { clearProviderTicket, readProviderTicket, setProviderTicket } from "./provider-tickets";
import { hasUnverifiedEmail, type UserAuthState } from "../queries";

const CALLBACK_URL_COOKIE = /^(?:__Secure-)?next-auth\.callback-url$/;

/**
 * next-auth's signIn callback for Kakao and Naver (after its state check and the token exchange):
 * true signs the member in; a URL redirects without signing in — to /profile after a link the member
 * asked for there, to /auth/welcome for a first sign-in (birth year and consent), or to the sign-in page
 * with a Korean error.
 */
export async function handleProviderSignIn({
  account,
  profile,
}: {
  account: Account;
  profile: Profile | undefined;
}): Promise<true | string> {
  const base = getConfig().BASE_URL;
  const identity = providerIdentityOf({ provider: account.provider, providerAccountId: account.providerAccountId, profile });
  if (!identity) throw new AuthFailure("OAuthCallback");

  const intent = await readProviderTicket("link");
  if (intent?.provider === identity.provider) {
    await clearProviderTicket("link");
    const current = await getCurrentUser();
    if (current?.id === intent.userId && !(await hasUnverifiedEmail({ userId: current.id }))) {
      const result = await linkProviderAccount({ userId: current.id, identity });
      return `${base}/profile?${new URLSearchParams({ link: result, provider: identity.provider })}#linked-accounts`;
    }
  }

  const outcome = await resolveProviderSignIn({ identity });
  if (outcome.kind === "member") return true;
  if (outcome.kind === "refused") throw new AuthFailure(outcome.code);
  const jar = await cookies();
  const callbackUrl = jar.getAll().find((c) => CALLBACK_URL_COOKIE.test(c.name))?.value ?? null;
  await setProviderTicket("signUp", { ...identity, callbackUrl });
  return `${base}/auth/welcome`;
}

/** The member a Kakao/Naver sign-in that handleProviderSignIn let through belongs to (for the jwt callback). */
export async function memberOfProviderSignIn(account: Account): Promise<UserAuthState> {
  const member = await memberForProviderAccount({ provider: account.provider as never, providerAccountId: account.providerAccountId });
  if (!member) throw new AuthFailure("OAuthCallback");
  return member;
}
