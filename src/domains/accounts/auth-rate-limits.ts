import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Consecutive wrong passwords for one account from one address; the 11th attempt is refused. */
export const PASSWORD_FAILURES_ALLOWED = 10;

/** The sign-in and sign-up limiters. */
export const authLimiters = defineRateLimiters({
  // Cleared by a successful sign-in, so it counts wrong passwords "in a row".
  passwordFailures: { name: "signin-fail-account-ip", limit: PASSWORD_FAILURES_ALLOWED, windowMs: 15 * MINUTE },
  // Many accounts tried from one address (credential stuffing); shared offices still fit.
  signInFailuresPerIp: { name: "signin-fail-ip", limit: 50, windowMs: 10 * MINUTE },
  signUpPerIp: { name: "signup-ip", limit: 30, windowMs: 60 * MINUTE },
  signUpPerAccountIp: { name: "signup-account-ip", limit: 5, windowMs: 60 * MINUTE },
});
