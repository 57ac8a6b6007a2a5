import { signOut } from "next-auth/react";
import { unsubscribePush } from "@/domains/push/push-enrolment";

const PUSH_CLEANUP_LIMIT_MS = 3_000;

/**
 * next-auth's sign-out, then home on the origin the visitor is using: next-auth's own redirect
 * goes to NEXTAUTH_URL, which is another origin when the site is reached by another name or port.
 * The browser's push subscription ends first (a shared device stops getting the member's alerts);
 * a slow answer never holds the sign-out up.
 */
export async function signOutToHome(): Promise<void> {
  await Promise.race([unsubscribePush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PUSH_CLEANUP_LIMIT_MS))]);
  await signOut({ callbackUrl: "/", redirect: false });
  window.location.assign(new URL("/", window.location.origin));
}
