import "server-only";
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { refreshProductPricing } from "./refresh-product-pricing";
import { offers, products, sellerSites } from "./schema";

/**
 * Recomputes the prices of products still counting an in-stock offer of this site that has gone stale
 * (not confirmed for two crawl intervals), so a shop whose pages fail stops holding the lowest price.
 */
export async function refreshStaleOfferProducts({ siteId, now, db }: { siteId: number; now: Date; db: Db }): Promise<number> {
  const rows = await db
    .selectDistinct({ productId: offers.productId })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.sellerSiteId, siteId),
        eq(offers.inStock, true),
        isNotNull(offers.price),
        lt(offers.lastCrawledAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => 2 * ${sellerSites.crawlIntervalMinutes})`),
        gt(products.inStockOfferCount, 0),
      ),
    );
  for (const { productId } of rows) await db.transaction((tx) => refreshProductPricing(tx as unknown as Db, productId, now));
  return rows.length;
}
