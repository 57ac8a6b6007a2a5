import "server-only";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { conflict, notFound, tooManyRequests } from "@/platform/errors";
import type { PriceReportInput } from "./price-report-input";
import { priceReportLimiters } from "./price-report-limits";
import { productAllowed } from "../product-policy";
import { offers, priceReports, products } from "../schema";

const TOO_MANY = "가격 오류 신고가 너무 많습니다. 잠시 후 다시 시도해 주세요.";

/** Whether the offer exists on a product the public may compare (what the product page shows). */
async function offerShown(offerId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.id, offerId), productAllowed("compare")));
  return Boolean(row);
}

/**
 * A shopper's 가격 오류 신고 on an offer the product page shows. Members are counted per member and keep one open report
 * per offer; signed-out visitors per address (`clientIp`) and are never told of the fix (nobody to tell).
 */
export async function reportOfferPrice({
  user,
  clientIp,
  input,
}: {
  user: SessionUser | null;
  clientIp: string;
  input: PriceReportInput;
}): Promise<{ id: number }> {
  const limiters = priceReportLimiters();
  const counted = user ? await limiters.perMember.hit(user.id) : await limiters.perAddress.hit(clientIp);
  if (!counted.allowed) throw tooManyRequests(TOO_MANY);
  if (!(await offerShown(input.offerId))) throw notFound("신고할 판매처를 찾을 수 없습니다.");
  const [row] = await getDb()
    .insert(priceReports)
    .values({
      offerId: input.offerId,
      reporterId: user?.id ?? null,
      reason: input.reason,
      note: input.note || null,
      seenPrice: input.seenPrice,
    })
    .onConflictDoNothing()
    .returning({ id: priceReports.id });
  if (!row) throw conflict("이미 신고하신 판매처입니다. 운영진이 확인하고 있어요.", "already_reported");
  return row;
}
