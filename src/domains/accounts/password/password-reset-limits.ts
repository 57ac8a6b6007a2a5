import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Reset mails a mailbox gets in an hour for requests from addresses its member never signed in from. */
export const STRANGER_RESET_MAILS_PER_HOUR = 5;

/**
 * Limits on reset requests and mails (issue 56). Requests are refused only per requesting address (one address cannot
 * probe many mailboxes or flood one), never per mailbox, so nobody else's requests refuse the member's. Mails: a mailbox
 * gets at most 5 an hour for strangers' requests, all of them together; an address the member signed in from in the
 * last 14 days has its own budget (its 3 requests an hour), which strangers cannot spend.
 */
export const passwordResetLimiters = defineRateLimiters({
  requestsPerIp: { name: "password-reset-ip", limit: 5, windowMs: 15 * MINUTE },
  requestsPerIpAndEmail: { name: "password-reset-ip-email", limit: 3, windowMs: 60 * MINUTE },
  strangerMailsPerEmail: { name: "password-reset-stranger-mails", limit: STRANGER_RESET_MAILS_PER_HOUR, windowMs: 60 * MINUTE },
  // Counted at each password sign-in; a reset only asks whether there was one.
  // 14 days: the memory store times keys out with setTimeout, which holds at most 24.8 days.
  signInsFromAddress: { name: "signed-in-from-address", limit: 1_000_000, windowMs: 14 * DAY },
});
