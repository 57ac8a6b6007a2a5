import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/**
 * A visitor is an address + browser hash, so new User-Agents would be new visitors: per address, a post's
 * views count 3 times a day (a household, an office) and 60 posts per 10 minutes.
 */
export const postViewLimiters = defineRateLimiters({
  perIpAndPost: { name: "post-view-ip-post", limit: 3, windowMs: 24 * 60 * MINUTE },
  perIp: { name: "post-view-ip", limit: 60, windowMs: 10 * MINUTE },
});
