import "server-only";
import { isbot } from "isbot";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Outbound clicks weigh in the ranking: one address counts once per offer per half hour, 30 offers per 10 minutes. */
const clickLimiters = defineRateLimiters({
  perIpAndOffer: { name: "outbound-click-ip-offer", limit: 1, windowMs: 30 * MINUTE },
  perIp: { name: "outbound-click-ip", limit: 30, windowMs: 10 * MINUTE },
});

/** Whether a click from this address and browser counts: never a bot's (or a client without a user agent), within the limits. */
export async function mayCountOutboundClick({ offerId, ip, userAgent }: { offerId: number; ip: string; userAgent: string | null }) {
  if (!userAgent || isbot(userAgent)) return false;
  const { perIpAndOffer, perIp } = clickLimiters();
  return (await perIpAndOffer.hit(`${ip}|${offerId}`)).allowed && (await perIp.hit(ip)).allowed;
}
