import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { announceCatalogChanged } from "../catalog-change-events";
import { sellerSites, type ShopInfo } from "../schema";

const same = (a: ShopInfo, b: ShopInfo) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Keeps what a shop publishes about itself (the crawler's reading of its footer and delivery guide) with the time it was
 * read. An empty reading keeps the last one (a page without the footer says nothing about the shop); a changed one drops
 * the cached pages, whose offer rows and shop page show it. Returns whether it changed.
 */
export async function recordPublishedShopInfo({
  siteId,
  info,
  at,
  db = getDb(),
}: {
  siteId: number;
  info: ShopInfo;
  at: Date;
  db?: Db;
}): Promise<{ changed: boolean }> {
  if (Object.keys(info).length === 0) return { changed: false };
  const [before] = await db.select({ info: sellerSites.publishedInfo }).from(sellerSites).where(eq(sellerSites.id, siteId));
  if (!before) return { changed: false };
  const changed = !same(before.info, info);
  await db
    .update(sellerSites)
    .set(changed ? { publishedInfo: info, publishedInfoReadAt: at } : { publishedInfoReadAt: at })
    .where(eq(sellerSites.id, siteId));
  if (changed) await announceCatalogChanged("every page");
  return { changed };
}

/** The same for the shop of a slug (the demo seed's); nothing when no shop has it. */
export async function recordPublishedShopInfoBySlug({ slug, info, at, db = getDb() }: { slug: string; info: ShopInfo; at: Date; db?: Db }) {
  const [site] = await db.select({ id: sellerSites.id }).from(sellerSites).where(eq(sellerSites.slug, slug));
  return site ? recordPublishedShopInfo({ siteId: site.id, info, at, db }) : { changed: false };
}
