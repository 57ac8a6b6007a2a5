import { DEMO_SELLER_SITES, demoShopUrl } from "@/demo/catalog-model";
import { setSellerSiteCrawlSettings } from "@/domains/catalog/crawl-catalog";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { demoShopsUrlFor } from "./demo-shop-origins";
import { demoListPaths } from "./shop-pages";

/**
 * Minutes between crawls of each demo shop: short, so a running demo shows prices arriving, and long enough that the
 * crawler reads every shop (some 250 offers each, a quarter-second pause per page on each shop's own port) within
 * its interval with room to spare: about 2.2 pages a second against at least 16 (four shops at once).
 */
const DEMO_INTERVALS = [10, 15, 20, 10, 15, 20, 30, 15];

/** Gives the seeded demo shops their category pages (for discovery) and short crawl intervals. */
export async function seedDemoCrawlSettings({ db = getDb() }: { db?: Db } = {}): Promise<void> {
  for (const [i, site] of DEMO_SELLER_SITES.entries()) {
    const lists = demoListPaths(site.platform);
    const shopsUrl = demoShopsUrlFor(site.slug, getConfig());
    await setSellerSiteCrawlSettings({
      slug: site.slug,
      crawlIntervalMinutes: DEMO_INTERVALS[i % DEMO_INTERVALS.length]!,
      listUrls: [demoShopUrl(site.slug, lists.MTL, shopsUrl), demoShopUrl(site.slug, lists.DL, shopsUrl)],
      db,
    });
  }
}
