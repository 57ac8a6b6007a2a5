import { randomBytes } from "node:crypto";
import { processSlot } from "../process-slots";

/** The cookie the page cache gives Next in place of a 본인인증-verified member's own cookies. */
export const ADULT_PASS_COOKIE = "adult_pass";

const pass = processSlot<string>("adultPass");

/**
 * Its value: random per process and shared by server.ts and Next's bundles, never sent to a browser,
 * so no client can set it (unlike the click's `adult_ok`, which ADULT_VERIFICATION=identity does not trust).
 */
export function adultPassValue(): string {
  return pass.getOrCreate(() => randomBytes(24).toString("base64url"));
}
