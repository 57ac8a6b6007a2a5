import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/**
 * Limits on reset mails, per requester address before per mailbox: one address cannot probe many mailboxes or
 * flood one; someone else's requests cannot lock a member out of their own reset (the per-mailbox cap, for
 * requests from many addresses together, is high enough that only a flood reaches it).
 */
export const passwordResetLimiters = defineRateLimiters({
  requestsPerIp: { name: "password-reset-ip", limit: 5, windowMs: 15 * MINUTE },
  requestsPerIpAndEmail: { name: "password-reset-ip-email", limit: 3, windowMs: 60 * MINUTE },
  requestsPerEmail: { name: "password-reset-email", limit: 20, windowMs: 60 * MINUTE },
});
