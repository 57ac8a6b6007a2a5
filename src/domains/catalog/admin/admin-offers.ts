import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/errors";
import { announceCatalogChanged } from "../catalog-change-events";
import { refreshProductPricing } from "../refresh-product-pricing";
import { offers, priceHistory, products, sellerSites } from "../schema";

/** A product's offers with their shop, and the last 20 history points of each, for the admin product page. */
export async function listAdminOffersForProduct({ productId }: { productId: number }) {
  const db = getDb();
  const rows = await db
    .select({
      id: offers.id,
      url: offers.url,
      siteName: sellerSites.name,
      sellerTitle: offers.sellerTitle,
      price: offers.price,
      inStock: offers.inStock,
      extractionMethod: offers.extractionMethod,
      lastCrawledAt: offers.lastCrawledAt,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(eq(offers.productId, productId))
    .orderBy(offers.id);
  const history = rows.length
    ? await db
        .select()
        .from(priceHistory)
        .where(
          inArray(
            priceHistory.offerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(priceHistory.observedAt))
        .limit(200)
    : [];
  return rows.map((row) => ({ ...row, history: history.filter((h) => h.offerId === row.id).slice(0, 20) }));
}

/** The seller site an offer URL belongs to (same host as its base URL), or null. */
export async function findSellerSiteForUrl({ url }: { url: string }) {
  const host = new URL(url).host;
  const sites = await getDb().select({ id: sellerSites.id, name: sellerSites.name, baseUrl: sellerSites.baseUrl }).from(sellerSites);
  return (
    sites.find((site) => URL.canParse(site.baseUrl) && new URL(site.baseUrl).host === host && url.startsWith(site.baseUrl)) ??
    sites.find((site) => URL.canParse(site.baseUrl) && new URL(site.baseUrl).host === host) ??
    null
  );
}

export async function removeOffer({ actor, offerId }: { actor: AuditActor; offerId: number }): Promise<void> {
  const productId = await getDb().transaction(async (tx) => {
    const [offer] = await tx.delete(offers).where(eq(offers.id, offerId)).returning();
    if (!offer) throw notFound("판매처 상품을 찾을 수 없습니다.");
    await refreshProductPricing(tx, offer.productId);
    await recordAuditEntry({ actor, action: "offer.remove", target: { type: "offer", id: offerId }, before: offer, db: tx });
    return offer.productId;
  });
  await announceCatalogChanged([productId]);
}

/** Moves an offer (with its history) to another product; both products' figures are recomputed. */
export async function moveOffer({ actor, offerId, productId }: { actor: AuditActor; offerId: number; productId: number }): Promise<void> {
  const from = await getDb().transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
    if (!offer) throw notFound("판매처 상품을 찾을 수 없습니다.");
    if (offer.productId === productId) throw badRequest("이미 이 상품에 연결된 판매처 상품입니다.", "same_product");
    const [target] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!target) throw notFound("옮길 상품을 찾을 수 없습니다.");
    await tx.update(offers).set({ productId }).where(eq(offers.id, offerId));
    await refreshProductPricing(tx, offer.productId);
    await refreshProductPricing(tx, productId);
    await recordAuditEntry({
      actor,
      action: "offer.move",
      target: { type: "offer", id: offerId },
      before: { productId: offer.productId },
      after: { productId },
      db: tx,
    });
    return offer.productId;
  });
  await announceCatalogChanged([from, productId]);
}

/** Deletes a bogus price-history point; the product's lows are recomputed from what is left. */
export async function deletePriceHistoryPoint({ actor, offerId, pointId }: { actor: AuditActor; offerId: number; pointId: number }) {
  const productId = await getDb().transaction(async (tx) => {
    const [point] = await tx
      .delete(priceHistory)
      .where(and(eq(priceHistory.id, pointId), eq(priceHistory.offerId, offerId)))
      .returning();
    if (!point) throw notFound("가격 기록을 찾을 수 없습니다.");
    const [offer] = await tx.select({ productId: offers.productId }).from(offers).where(eq(offers.id, offerId));
    await refreshProductPricing(tx, offer!.productId);
    await recordAuditEntry({ actor, action: "price_history.delete", target: { type: "offer", id: offerId }, before: point, db: tx });
    return offer!.productId;
  });
  await announceCatalogChanged([productId]);
}

/** The offer a site already has at `url`, with its product, or null. */
export async function findOfferAtUrl({ sellerSiteId, url }: { sellerSiteId: number; url: string }) {
  const [row] = await getDb()
    .select({ id: offers.id, productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.sellerSiteId, sellerSiteId), eq(offers.url, url)));
  return row ?? null;
}
