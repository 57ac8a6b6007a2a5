/** The sign-in page with next-auth's SessionRequired error and a way back. */
export function signInPathFor(callbackUrl: string): string {
  return `/auth/signin?${new URLSearchParams({ callbackUrl, error: "SessionRequired" })}`;
}
