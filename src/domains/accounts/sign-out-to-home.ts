import { signOut } from "next-auth/react";

/**
 * next-auth's sign-out, then home on the origin the visitor is using: next-auth's own redirect
 * goes to NEXTAUTH_URL, which is another origin when the site is reached by another name or port.
 */
export async function signOutToHome(): Promise<void> {
  await signOut({ callbackUrl: "/", redirect: false });
  window.location.assign(new URL("/", window.location.origin));
}
