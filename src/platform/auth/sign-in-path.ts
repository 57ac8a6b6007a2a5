/** The sign-in page with the spec's SessionRequired error and a way back (spec §8). */
export function signInPathFor(callbackUrl: string): string {
  return `/auth/signin?${new URLSearchParams({ callbackUrl, error: "SessionRequired" })}`;
}
