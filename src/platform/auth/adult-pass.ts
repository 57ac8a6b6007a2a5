import { randomBytes } from "node:crypto";

/** The cookie the page cache gives Next in place of a 본인인증-verified member's own cookies. */
export const ADULT_PASS_COOKIE = "adult_pass";

const shared = globalThis as { __aeksangAdultPass?: string };

/**
 * Its value: random per process and shared through globalThis by server.ts and Next's bundles, never sent to a browser,
 * so no client can set it (unlike the click's `adult_ok`, which ADULT_VERIFICATION=identity does not trust).
 */
export function adultPassValue(): string {
  return (shared.__aeksangAdultPass ??= randomBytes(24).toString("base64url"));
}
