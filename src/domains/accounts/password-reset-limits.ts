import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Limits on reset mails: no mailbox flooded, no address list probed. */
export const passwordResetLimiters = defineRateLimiters({
  requestsPerIp: { name: "password-reset-ip", limit: 10, windowMs: 15 * MINUTE },
  requestsPerEmail: { name: "password-reset-email", limit: 3, windowMs: 60 * MINUTE },
});
