import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { describeOffers, listSellerSiteNames } from "@/domains/catalog/shops";
import { getDb, type Db } from "@/platform/db/client";
import { heldPrices, unmatchedPages, type HeldPriceStatus, type UnmatchedStatus } from "../schema";

/** Held prices with their offer and product, for review (pending first by default). */
export async function listHeldPrices({
  status = "pending",
  limit = 100,
  db = getDb(),
}: { status?: HeldPriceStatus; limit?: number; db?: Db } = {}) {
  const held = await db.select().from(heldPrices).where(eq(heldPrices.status, status)).orderBy(desc(heldPrices.lastSeenAt)).limit(limit);
  const offers = new Map((await describeOffers({ offerIds: [...new Set(held.map((h) => h.offerId))], db })).map((o) => [o.offerId, o]));
  return held.flatMap((row) => {
    const offer = offers.get(row.offerId);
    if (!offer) return [];
    const { offerUrl, currentPrice, productId, productName, siteName } = offer;
    return [{ held: row, offerUrl, currentPrice, productId, productName, siteName }];
  });
}

/** Discovered pages that match no offer, with their suggestions, newest first. */
export async function listUnmatchedPages({
  status = "pending",
  limit = 100,
  db = getDb(),
}: { status?: UnmatchedStatus; limit?: number; db?: Db } = {}) {
  const pages = await db
    .select()
    .from(unmatchedPages)
    .where(eq(unmatchedPages.status, status))
    .orderBy(desc(unmatchedPages.discoveredAt), desc(unmatchedPages.id))
    .limit(limit);
  const names = await listSellerSiteNames({ siteIds: [...new Set(pages.map((p) => p.sellerSiteId))], db });
  return pages.map((page) => ({ page, siteName: names.get(page.sellerSiteId) ?? "" }));
}

/** Pages the crawl attached or created a product for by itself that no admin has checked yet, newest first. */
export async function listAutomaticDecisions({ limit = 100, db = getDb() }: { limit?: number; db?: Db } = {}) {
  const pages = await db
    .select()
    .from(unmatchedPages)
    .where(
      and(eq(unmatchedPages.status, "accepted"), inArray(unmatchedPages.decision, ["match", "new"]), isNull(unmatchedPages.reviewedAt)),
    )
    .orderBy(desc(unmatchedPages.discoveredAt), desc(unmatchedPages.id))
    .limit(limit);
  const names = await listSellerSiteNames({ siteIds: [...new Set(pages.map((p) => p.sellerSiteId))], db });
  return pages.map((page) => ({ page, siteName: names.get(page.sellerSiteId) ?? "" }));
}
