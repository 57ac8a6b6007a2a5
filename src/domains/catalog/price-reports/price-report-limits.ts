import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const HOUR = 60 * 60_000;

/** 가격 오류 신고 limiters: a shopper reports a few offers at a time, a script cannot fill the admins' queue. */
export const priceReportLimiters = defineRateLimiters({
  // A member is known: a generous hourly allowance, counted per member wherever they are.
  perMember: { name: "price-report-member", limit: 20, windowMs: HOUR },
  // Signed-out visitors are counted per address (an office or a phone network shares one, hence not lower).
  perAddress: { name: "price-report-ip", limit: 10, windowMs: HOUR },
});
