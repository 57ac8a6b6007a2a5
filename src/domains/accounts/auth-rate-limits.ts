import "server-only";
import { createRateLimiter, getRateLimitStore, type RateLimiter } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Consecutive wrong passwords for one account from one address; the 11th attempt is refused. */
export const PASSWORD_FAILURES_ALLOWED = 10;

type AuthLimiters = {
  passwordFailures: RateLimiter;
  signInFailuresPerIp: RateLimiter;
  signUpPerIp: RateLimiter;
  signUpPerAccountIp: RateLimiter;
};

let limiters: AuthLimiters | undefined;
let limitersStore: unknown;

/** The sign-in and sign-up limiters on the process-wide store (memory, or Redis with REDIS_URL). */
export function authLimiters(): AuthLimiters {
  const store = getRateLimitStore();
  if (limiters && limitersStore === store) return limiters;
  limitersStore = store;
  limiters = {
    // Cleared by a successful sign-in, so it counts wrong passwords "in a row".
    passwordFailures: createRateLimiter({ name: "signin-fail-account-ip", limit: PASSWORD_FAILURES_ALLOWED, windowMs: 15 * MINUTE, store }),
    // Many accounts tried from one address (credential stuffing); shared offices still fit.
    signInFailuresPerIp: createRateLimiter({ name: "signin-fail-ip", limit: 50, windowMs: 10 * MINUTE, store }),
    signUpPerIp: createRateLimiter({ name: "signup-ip", limit: 30, windowMs: 60 * MINUTE, store }),
    signUpPerAccountIp: createRateLimiter({ name: "signup-account-ip", limit: 5, windowMs: 60 * MINUTE, store }),
  };
  return limiters;
}
