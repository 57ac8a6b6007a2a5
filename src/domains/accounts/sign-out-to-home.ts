import { runSignOutCleanups } from "./sign-out-cleanups";

const CLEANUP_LIMIT_MS = 3_000;

/**
 * next-auth's sign-out, then home on the origin the visitor is using: next-auth's own redirect
 * goes to NEXTAUTH_URL, which is another origin when the site is reached by another name or port.
 * The registered clean-ups run first (the browser's push subscription ends, so a shared device stops getting the
 * member's alerts); a slow answer never holds the sign-out up.
 */
export async function signOutToHome(): Promise<void> {
  await Promise.race([runSignOutCleanups(), new Promise((resolve) => setTimeout(resolve, CLEANUP_LIMIT_MS))]);
  // next-auth's client loads only for the sign-out itself (it tells the other tabs).
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/", redirect: false });
  window.location.assign(new URL("/", window.location.origin));
}
