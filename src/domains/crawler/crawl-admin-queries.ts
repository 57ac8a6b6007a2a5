import "server-only";
import { desc, eq } from "drizzle-orm";
import { offers, products, sellerSites } from "@/domains/catalog/schema";
import { getDb, type Db } from "@/platform/db/client";
import { crawlLogs, crawlRuns, heldPrices, unmatchedPages, type HeldPriceStatus, type UnmatchedStatus } from "./schema";

/** Recent crawl runs, newest first, optionally of one site: what the admin crawl page lists. */
export async function listCrawlRuns({ siteId, limit = 50, db = getDb() }: { siteId?: number; limit?: number; db?: Db } = {}) {
  return db
    .select({ run: crawlRuns, siteName: sellerSites.name })
    .from(crawlRuns)
    .innerJoin(sellerSites, eq(sellerSites.id, crawlRuns.sellerSiteId))
    .where(siteId === undefined ? undefined : eq(crawlRuns.sellerSiteId, siteId))
    .orderBy(desc(crawlRuns.startedAt), desc(crawlRuns.id))
    .limit(limit);
}

/** Every page of one run, in the order it was read. */
export async function listCrawlLogs({ runId, db = getDb() }: { runId: number; db?: Db }) {
  return db.select().from(crawlLogs).where(eq(crawlLogs.runId, runId)).orderBy(crawlLogs.id);
}

/** Held prices with their offer and product, for review (pending first by default). */
export async function listHeldPrices({
  status = "pending",
  limit = 100,
  db = getDb(),
}: { status?: HeldPriceStatus; limit?: number; db?: Db } = {}) {
  return db
    .select({
      held: heldPrices,
      offerUrl: offers.url,
      currentPrice: offers.price,
      productId: products.id,
      productName: products.name,
      siteName: sellerSites.name,
    })
    .from(heldPrices)
    .innerJoin(offers, eq(offers.id, heldPrices.offerId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(eq(heldPrices.status, status))
    .orderBy(desc(heldPrices.lastSeenAt))
    .limit(limit);
}

/** Discovered pages that match no offer, with their suggestions, newest first. */
export async function listUnmatchedPages({
  status = "pending",
  limit = 100,
  db = getDb(),
}: { status?: UnmatchedStatus; limit?: number; db?: Db } = {}) {
  return db
    .select({ page: unmatchedPages, siteName: sellerSites.name })
    .from(unmatchedPages)
    .innerJoin(sellerSites, eq(sellerSites.id, unmatchedPages.sellerSiteId))
    .where(eq(unmatchedPages.status, status))
    .orderBy(desc(unmatchedPages.discoveredAt), desc(unmatchedPages.id))
    .limit(limit);
}
