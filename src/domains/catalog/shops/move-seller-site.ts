import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { offers, sellerSites } from "../schema";

/** What every address on a shop at `baseUrl` starts with: the base URL ending in one slash (`https://a.kr/mall/`). */
const addressPrefix = (baseUrl: string) => `${baseUrl.replace(/\/+$/, "")}/`;

/**
 * An address on the shop at base URL `from` rewritten onto base URL `to` (the same path at the shop's new address);
 * any other address as it is. Either base URL may end in a slash or not.
 */
export function addressMovedFrom(from: string, to: string): (url: string) => string {
  const [fromPrefix, toPrefix] = [addressPrefix(from), addressPrefix(to)];
  return (url) => (url.startsWith(fromPrefix) ? toPrefix + url.slice(fromPrefix.length) : url);
}

/**
 * Rewrites the site's offers on base URL `from` to the same paths on base URL `to`, in `tx`; returns how many moved.
 * An offer whose new address the site already has an offer at (the crawler found it there first) stays where it is.
 */
export async function moveOfferAddresses(tx: Db, { siteId, ...bases }: { siteId: number; from: string; to: string }): Promise<number> {
  const [from, to] = [addressPrefix(bases.from), addressPrefix(bases.to)];
  if (from === to) return 0;
  // Spelled out: drizzle leaves an update's own columns unqualified, and inside the subquery "url" would mean taken.url.
  const newUrl = sql`${to} || substr(offer.url, ${from.length + 1})`;
  const moved = await tx
    .update(offers)
    .set({ url: newUrl })
    .where(
      and(
        eq(offers.sellerSiteId, siteId),
        sql`left(offer.url, ${from.length}) = ${from}`,
        sql`not exists (select 1 from offer taken where taken.seller_site_id = ${siteId} and taken.url = ${newUrl})`,
      ),
    )
    .returning({ id: offers.id });
  return moved.length;
}

/**
 * Moves seller site `slug` to the address `to` (a shop now at another host or port): its base URL, and its list pages
 * and offers under the old one, at once. `movable` decides from its current base URL; a site missing or there already stays.
 */
export async function moveSellerSite({
  slug,
  to,
  movable,
  db = getDb(),
}: {
  slug: string;
  to: string;
  movable: (baseUrl: string) => boolean;
  db?: Db;
}): Promise<void> {
  const [site] = await db.select().from(sellerSites).where(eq(sellerSites.slug, slug));
  if (!site || site.baseUrl === to || !movable(site.baseUrl)) return;
  const moved = addressMovedFrom(site.baseUrl, to);
  await db.transaction(async (tx) => {
    await tx
      .update(sellerSites)
      .set({ baseUrl: to, listUrls: site.listUrls.map(moved) })
      .where(eq(sellerSites.id, site.id));
    await moveOfferAddresses(tx, { siteId: site.id, from: site.baseUrl, to });
  });
}
