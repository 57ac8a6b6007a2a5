import type { SignInResponse } from "next-auth/react";
import { refreshSession, SESSION_MESSAGE_KEY } from "@/platform/auth/session-store";

// next-auth v4's cross-tab message: other tabs read the session again when this localStorage key changes.
// next-auth posts it on sign-out but not on `signIn(..., { redirect: false })`. Its timestamp is in whole seconds,
// and the browser fires no storage event for an unchanged value, so ours carries the time in milliseconds.
export function announceSignIn(): void {
  try {
    localStorage.setItem(SESSION_MESSAGE_KEY, JSON.stringify({ event: "session", data: { trigger: "signin" }, timestamp: Date.now() }));
  } catch {
    // Storage blocked: other tabs catch up when they regain focus.
  }
}

/**
 * next-auth's `signIn` without a redirect (its client loaded only now); when it succeeds, this tab's session is
 * read again and the other open tabs hear of it too.
 */
export async function signInEverywhere(
  provider: "credentials" | "google-one-tap",
  options: Record<string, string>,
): Promise<SignInResponse | undefined> {
  const { signIn } = await import("next-auth/react");
  const result = await signIn(provider, { ...options, redirect: false });
  if (result?.ok && !result.error) {
    announceSignIn();
    await refreshSession();
  }
  return result;
}
