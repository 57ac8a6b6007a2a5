import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { slugFromName, toSlugConflict } from "./admin-slug";
import type { SellerSiteInput } from "../seller-site-form";
import { announceCatalogChanged } from "../catalog-change-events";
import { addressMovedFrom, moveOfferAddresses, shopAddressKey } from "../shops";
import { refreshProductPricing } from "../refresh-product-pricing";
import { offers, sellerSites } from "../schema";

/** Every seller site with its offer count and how many offers were not refreshed within two intervals. */
export async function listAdminSellerSites({ now = new Date() }: { now?: Date } = {}) {
  return getDb()
    .select({
      id: sellerSites.id,
      name: sellerSites.name,
      baseUrl: sellerSites.baseUrl,
      platform: sellerSites.platform,
      selectorOverrides: sellerSites.selectorOverrides,
      shippingFee: sellerSites.shippingFee,
      freeShippingThreshold: sellerSites.freeShippingThreshold,
      crawlIntervalMinutes: sellerSites.crawlIntervalMinutes,
      listUrls: sellerSites.listUrls,
      enabled: sellerSites.enabled,
      enteredInfo: sellerSites.enteredInfo,
      publishedInfo: sellerSites.publishedInfo,
      publishedInfoReadAt: sellerSites.publishedInfoReadAt,
      lastCrawledAt: sellerSites.lastCrawledAt,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would mean offer.id here.
      offerCount: sql<number>`(select count(*)::int from offer o where o.seller_site_id = seller_site.id)`,
      staleOfferCount: sql<number>`(select count(*)::int from offer o where o.seller_site_id = seller_site.id
        and (o.last_crawled_at is null or o.last_crawled_at < ${now}::timestamptz - make_interval(mins => 2 * seller_site.crawl_interval_minutes)))`,
    })
    .from(sellerSites)
    .orderBy(asc(sellerSites.name));
}
export type AdminSellerSite = Awaited<ReturnType<typeof listAdminSellerSites>>[number];

async function assertNameFree(tx: Db, name: string, exceptId?: number) {
  const [taken] = await tx.select({ id: sellerSites.id }).from(sellerSites).where(eq(sellerSites.name, name));
  if (taken && taken.id !== exceptId) throw conflict("같은 이름의 판매처가 이미 있습니다.", "duplicate_name");
}

/** Taken for the rest of a transaction that checks and writes a shop address, so two admins cannot add one shop at once. */
const SHOP_ADDRESS_LOCK = 0x5e11e5;

/** Refuses a second seller site at a shop's address, however it is spelled (scheme, letter case, trailing slash). */
async function assertAddressFree(tx: Db, baseUrl: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHOP_ADDRESS_LOCK})`);
  const key = shopAddressKey(baseUrl);
  const sites = await tx.select({ id: sellerSites.id, name: sellerSites.name, baseUrl: sellerSites.baseUrl }).from(sellerSites);
  const taken = sites.find((site) => site.id !== exceptId && shopAddressKey(site.baseUrl) === key);
  if (taken) throw conflict(`같은 주소의 판매처 ‘${taken.name}’이(가) 이미 있습니다. 그 판매처를 편집해 주세요.`, "duplicate_address");
}

export async function createSellerSite({ actor, input }: { actor: AuditActor; input: SellerSiteInput }): Promise<{ id: number }> {
  const { crawlIntervalMinutes: defaultInterval } = await getSiteSettings();
  return getDb().transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    await assertAddressFree(tx, input.baseUrl);
    const [row] = await tx
      .insert(sellerSites)
      .values({
        ...input,
        crawlIntervalMinutes: input.crawlIntervalMinutes ?? defaultInterval,
        slug: slugFromName({ name: input.name, prefix: "shop" }),
      })
      .returning()
      .catch(toSlugConflict("판매처"));
    await recordAuditEntry({ actor, action: "seller_site.create", target: { type: "seller_site", id: row!.id }, after: input, db: tx });
    return { id: row!.id };
  });
}

/** What a shop's terms change in its products' figures: all-in prices (shipping) and which offers are stale (interval). */
const PRICING_TERMS: Array<keyof SellerSiteInput> = ["shippingFee", "freeShippingThreshold", "crawlIntervalMinutes"];
/** What catalogue pages show of a shop: its name (offer rows, history legend) and what its terms make of prices. */
const SHOWN_ON_PAGES: Array<keyof SellerSiteInput> = ["name", ...PRICING_TERMS];

/** The products a shop has offers for. */
async function productIdsOfSite(tx: Db, siteId: number): Promise<number[]> {
  const rows = await tx.selectDistinct({ id: offers.productId }).from(offers).where(eq(offers.sellerSiteId, siteId));
  return rows.map((row) => row.id);
}

/**
 * Saves a shop's settings. New shipping terms or a new interval re-price every product the shop sells at once (not at
 * each product's next crawl), and the pages showing them are dropped from the page cache (its name is on them too).
 * A new shop address moves its list pages and offers on the old one to the same paths on the new one (a shop that moved
 * domain keeps its offers, their price history and their /go links); returns how many offers moved.
 */
export async function updateSellerSite({
  actor,
  id,
  input: submitted,
}: {
  actor: AuditActor;
  id: number;
  input: SellerSiteInput;
}): Promise<{ offersMoved: number }> {
  const { touched, offersMoved } = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(sellerSites).where(eq(sellerSites.id, id)).for("update");
    if (!before) throw notFound("판매처를 찾을 수 없습니다.");
    await assertNameFree(tx, submitted.name, id);
    await assertAddressFree(tx, submitted.baseUrl, id);
    const input = { ...submitted, listUrls: submitted.listUrls.map(addressMovedFrom(before.baseUrl, submitted.baseUrl)) };
    await tx.update(sellerSites).set(input).where(eq(sellerSites.id, id));
    const offersMoved = await moveOfferAddresses(tx, { siteId: id, from: before.baseUrl, to: input.baseUrl });
    const changed = (Object.keys(input) as Array<keyof SellerSiteInput>).filter(
      (k) => input[k] !== undefined && JSON.stringify(before[k]) !== JSON.stringify(input[k]),
    );
    await recordAuditEntry({
      actor,
      action: "seller_site.update",
      target: { type: "seller_site", id },
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: { ...Object.fromEntries(changed.map((k) => [k, input[k]])), ...(offersMoved ? { offersMoved } : {}) },
      db: tx,
    });
    // Selectors, list pages or enabling change how it is crawled, not what any page shows (a moved offer's /go link
    // reads its address when followed).
    // What the shop says of itself is on its page and on every offer row of it.
    if (changed.includes("enteredInfo")) return { touched: "every page" as const, offersMoved };
    if (!changed.some((k) => SHOWN_ON_PAGES.includes(k))) return { touched: [], offersMoved };
    const productIds = await productIdsOfSite(tx, id);
    if (changed.some((k) => PRICING_TERMS.includes(k))) for (const productId of productIds) await refreshProductPricing(tx, productId);
    return { touched: productIds, offersMoved };
  });
  await announceCatalogChanged(touched);
  return { offersMoved };
}

/** Deletes a seller site with its offers and their history (the UI asks to confirm); the products it sold are re-priced. */
export async function deleteSellerSite({ actor, id }: { actor: AuditActor; id: number }): Promise<void> {
  const touched = await getDb().transaction(async (tx) => {
    const productIds = await productIdsOfSite(tx, id);
    const [before] = await tx.delete(sellerSites).where(eq(sellerSites.id, id)).returning();
    if (!before) throw notFound("판매처를 찾을 수 없습니다.");
    for (const productId of productIds) await refreshProductPricing(tx, productId);
    await recordAuditEntry({ actor, action: "seller_site.delete", target: { type: "seller_site", id }, before, db: tx });
    return productIds;
  });
  await announceCatalogChanged(touched);
}
