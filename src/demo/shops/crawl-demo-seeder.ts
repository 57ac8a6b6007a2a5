import { DEMO_SELLER_SITES, demoShopUrl } from "@/demo/catalog-model";
import { setSellerSiteCrawlSettings } from "@/domains/catalog/crawl-catalog";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { demoListPaths } from "./shop-pages";

/** Minutes between crawls of each demo shop: short, so a running demo shows prices arriving. */
const DEMO_INTERVALS = [3, 4, 5, 2, 3, 4, 5, 3];

/** Gives the seeded demo shops their category pages (for discovery) and short crawl intervals. */
export async function seedDemoCrawlSettings({
  db = getDb(),
  shopsUrl = getConfig().DEMO_SHOPS_URL,
}: { db?: Db; shopsUrl?: string } = {}): Promise<void> {
  for (const [i, site] of DEMO_SELLER_SITES.entries()) {
    const lists = demoListPaths(site.platform);
    await setSellerSiteCrawlSettings({
      slug: site.slug,
      crawlIntervalMinutes: DEMO_INTERVALS[i % DEMO_INTERVALS.length]!,
      listUrls: [demoShopUrl(site.slug, lists.MTL, shopsUrl), demoShopUrl(site.slug, lists.DL, shopsUrl)],
      db,
    });
  }
}
