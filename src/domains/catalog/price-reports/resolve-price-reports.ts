import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { manufacturers, offers, priceReports, products, sellerSites } from "../schema";

export type PriceReportDecision = "fixed" | "dismiss";

/** What a decision closed: the members to tell (each once) and the offer's names for their notice. */
type ResolvedPriceReports = {
  closed: number;
  memberIds: string[];
  productId: number;
  productName: string;
  manufacturerName: string;
  siteName: string;
};

/**
 * An admin's decision on an offer's open 가격 오류 신고: 수정됨 (fixed) or 문제 없음 (dismiss). Every open report of the
 * offer is closed in one transaction with its audit entry; reports closed before are left alone, so a second click
 * closes nothing and tells nobody again.
 */
export async function resolvePriceReports({
  actor,
  offerId,
  decision,
}: {
  actor: AuditActor;
  offerId: number;
  decision: PriceReportDecision;
}): Promise<ResolvedPriceReports> {
  return getDb().transaction(async (tx) => {
    const [offer] = await tx
      .select({ productId: products.id, productName: products.name, manufacturerName: manufacturers.name, siteName: sellerSites.name })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
      .where(eq(offers.id, offerId));
    if (!offer) throw notFound("판매처 상품을 찾을 수 없습니다.");
    const closed = await tx
      .update(priceReports)
      .set({ resolvedAt: new Date(), resolution: decision === "fixed" ? "fixed" : "dismissed" })
      .where(and(eq(priceReports.offerId, offerId), isNull(priceReports.resolvedAt)))
      .returning({ reporterId: priceReports.reporterId });
    if (closed.length > 0)
      await recordAuditEntry({
        db: tx,
        actor,
        action: decision === "fixed" ? "price_report.fixed" : "price_report.dismiss",
        target: { type: "offer", id: offerId },
        after: { reports: closed.length },
      });
    const memberIds = [...new Set(closed.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
    return { closed: closed.length, memberIds, ...offer };
  });
}
