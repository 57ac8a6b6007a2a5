import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { queryRows } from "@/platform/db/rows";
import { readTitleSpecs } from "../matching";
import { offers, products, sellerSites } from "../schema";

// What the crawler reads and writes in the catalogue: seller sites, their offers, products to match.

export async function getSellerSite({ siteId, db = getDb() }: { siteId: number; db?: Db }) {
  const [site] = await db.select().from(sellerSites).where(eq(sellerSites.id, siteId));
  return site;
}

/** Enabled seller sites, by id: the scheduler's candidates. */
export async function listEnabledSellerSites({ db = getDb() }: { db?: Db } = {}) {
  return db
    .select({
      id: sellerSites.id,
      baseUrl: sellerSites.baseUrl,
      crawlIntervalMinutes: sellerSites.crawlIntervalMinutes,
      listUrls: sellerSites.listUrls,
    })
    .from(sellerSites)
    .where(eq(sellerSites.enabled, true))
    .orderBy(sellerSites.id);
}

/** Marks a site's run done. (Offers it could not confirm leave their products' lowests when they turn stale: refreshExpiredPricing.) */
export async function markSiteCrawled({ siteId, at, db = getDb() }: { siteId: number; at: Date; db?: Db }): Promise<void> {
  await db.update(sellerSites).set({ lastCrawledAt: at }).where(eq(sellerSites.id, siteId));
}

export type OfferTarget = { id: number; sellerSiteId: number; url: string; price: number | null; lastCrawledAt: Date | null };

/** Offers of the given sites (all sites when omitted), by id: what a crawl may read. */
export async function listOfferTargets({ siteIds, db = getDb() }: { siteIds?: number[]; db?: Db }): Promise<OfferTarget[]> {
  return db
    .select({ id: offers.id, sellerSiteId: offers.sellerSiteId, url: offers.url, price: offers.price, lastCrawledAt: offers.lastCrawledAt })
    .from(offers)
    .where(siteIds ? inArray(offers.sellerSiteId, siteIds) : undefined)
    .orderBy(offers.id);
}

/** Offer, product and site of the given offers, for admin review lists and crawl-now. */
export async function describeOffers({ offerIds, db = getDb() }: { offerIds: number[]; db?: Db }) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: offers.id,
      offerUrl: offers.url,
      currentPrice: offers.price,
      productId: products.id,
      productName: products.name,
      siteId: sellerSites.id,
      siteName: sellerSites.name,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(inArray(offers.id, offerIds));
}

/** Names of the given seller sites, by id. */
export async function listSellerSiteNames({ siteIds, db = getDb() }: { siteIds: number[]; db?: Db }): Promise<Map<number, string>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db.select({ id: sellerSites.id, name: sellerSites.name }).from(sellerSites).where(inArray(sellerSites.id, siteIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Makes a discovered page an offer of a product (kept when the site already has an offer at that URL), a set
 * offer when its title sells several bottles (readTitleSpecs' quantity: `1+1`, `2병 세트`).
 * Pass the caller's transaction as `db` to keep it atomic with the caller's own writes.
 */
export async function createOfferForPage({
  productId,
  sellerSiteId,
  url,
  sellerTitle,
  db = getDb(),
}: {
  productId: number;
  sellerSiteId: number;
  url: string;
  sellerTitle: string | null;
  db?: Db;
}): Promise<{ offerId: number }> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("상품을 찾을 수 없습니다.");
  const [created] = await db
    .insert(offers)
    .values({ productId, sellerSiteId, url, sellerTitle, quantity: (sellerTitle && readTitleSpecs(sellerTitle).specs.quantity) || 1 })
    .onConflictDoNothing()
    .returning({ id: offers.id });
  const offerId =
    created?.id ??
    (
      await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.sellerSiteId, sellerSiteId), eq(offers.url, url)))
    )[0]!.id;
  return { offerId };
}

/** Products whose search text resembles `query` (pg_trgm), most similar first, with their ml / mg. */
export async function findProductsBySimilarName({
  query,
  minSimilarity,
  limit,
  db = getDb(),
}: {
  query: string;
  minSimilarity: number;
  limit: number;
  db?: Db;
}): Promise<Array<{ id: number; volumeMl: number; nicotineMg: number; similarity: number }>> {
  const rows = await queryRows<{ id: number; volume_ml: number; nicotine_mg: string | number; sim: number }>(
    db,
    sql`select id, volume_ml, nicotine_mg, similarity(search_text, ${query}) as sim
        from product where similarity(search_text, ${query}) >= ${minSimilarity}
        order by sim desc, id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    volumeMl: Number(row.volume_ml),
    nicotineMg: Number(row.nicotine_mg),
    similarity: Number(row.sim),
  }));
}

/** A seller site's crawl interval and list (category) pages, found by slug. */
export async function setSellerSiteCrawlSettings({
  slug,
  crawlIntervalMinutes,
  listUrls,
  db = getDb(),
}: {
  slug: string;
  crawlIntervalMinutes: number;
  listUrls: string[];
  db?: Db;
}): Promise<void> {
  await db.update(sellerSites).set({ crawlIntervalMinutes, listUrls }).where(eq(sellerSites.slug, slug));
}
