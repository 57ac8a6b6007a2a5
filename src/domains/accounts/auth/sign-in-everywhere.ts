import { signIn, type SignInResponse } from "next-auth/react";

// next-auth v4's cross-tab message: other tabs' SessionProvider refetches the session when this
// localStorage key changes. next-auth posts it on sign-out and on each page's first session read,
// but not on `signIn(..., { redirect: false })`. Its timestamp is in whole seconds, and the browser
// fires no storage event for an unchanged value. So a sign-in finished within the same second as the
// sign-in page's own read went unheard by other tabs.
const NEXTAUTH_MESSAGE_KEY = "nextauth.message";

/** Tells the other open tabs that this one signed in (their SessionProvider refetches the session). */
export function announceSignIn(): void {
  try {
    localStorage.setItem(
      NEXTAUTH_MESSAGE_KEY,
      JSON.stringify({ event: "session", data: { trigger: "signin" }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Storage blocked: other tabs catch up when they regain focus.
  }
}

/** next-auth's `signIn` without a redirect; when it succeeds, the other open tabs hear of it too. */
export async function signInEverywhere(
  provider: "credentials" | "google-one-tap",
  options: Record<string, string>,
): Promise<SignInResponse | undefined> {
  const result = await signIn(provider, { ...options, redirect: false });
  if (result?.ok && !result.error) announceSignIn();
  return result;
}
