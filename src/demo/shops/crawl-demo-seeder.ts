import { DEMO_SELLER_SITES, demoShopUrl } from "@/demo/catalog-model";
import { setSellerSiteCrawlSettings } from "@/domains/catalog/shops";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { DEMO_CRAWL_INTERVALS } from "./demo-crawl-intervals";
import { demoShopsUrlFor } from "./demo-shop-origins";
import { demoListPaths } from "./shop-pages";

/** Gives the seeded demo shops their category pages (for discovery) and short crawl intervals. */
export async function seedDemoCrawlSettings({ db = getDb() }: { db?: Db } = {}): Promise<void> {
  for (const [i, site] of DEMO_SELLER_SITES.entries()) {
    const lists = demoListPaths(site.platform);
    const shopsUrl = demoShopsUrlFor(site.slug, getConfig());
    await setSellerSiteCrawlSettings({
      slug: site.slug,
      crawlIntervalMinutes: DEMO_CRAWL_INTERVALS[i % DEMO_CRAWL_INTERVALS.length]!,
      listUrls: [demoShopUrl(site.slug, lists.MTL, shopsUrl), demoShopUrl(site.slug, lists.DL, shopsUrl)],
      db,
    });
  }
}
