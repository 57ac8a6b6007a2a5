import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { offers, sellerSites } from "./schema";

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
  const from = site.baseUrl;
  const moved = (url: string) => (url.startsWith(from) ? to + url.slice(from.length) : url);
  await db.transaction(async (tx) => {
    await tx
      .update(sellerSites)
      .set({ baseUrl: to, listUrls: site.listUrls.map(moved) })
      .where(eq(sellerSites.id, site.id));
    await tx
      .update(offers)
      .set({ url: sql`${to} || substr(${offers.url}, ${from.length + 1})` })
      .where(and(eq(offers.sellerSiteId, site.id), sql`left(${offers.url}, ${from.length}) = ${from}`));
  });
}
