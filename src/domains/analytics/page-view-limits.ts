import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/**
 * Beacon limits: views past them still answer 204 but are not counted, so a script cannot inflate page views
 * or "visitors". A cookie-less view counts once per address + browser per page per day.
 */
export const pageViewLimiters = defineRateLimiters({
  // A person reads a page every few seconds at most; offices share one address.
  countedViewsPerIp: { name: "page-view-ip", limit: 120, windowMs: MINUTE },
  cookielessViewsPerPage: { name: "page-view-cookieless", limit: 1, windowMs: 24 * 60 * MINUTE },
});
