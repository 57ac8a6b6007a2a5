import { DEMO_SELLER_SITES, demoShopUrl } from "@/demo/catalog-model";
import { moveSellerSite } from "@/domains/catalog/shops";
import { getConfig, type Config } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { demoShopsUrlFor } from "./demo-shop-origins";

type DemoShopsConfig = Pick<Config, "DEMO_SHOPS_URL" | "DEMO_SHOPS_OWN_PORTS">;

/** Whether `baseUrl` is where demo shop `slug` was seeded under some demo-shops port of this host (not an address an admin typed). */
function isSeededDemoShopAddress(baseUrl: string, slug: string, config: DemoShopsConfig): boolean {
  const url = URL.parse(baseUrl);
  return url !== null && url.hostname === new URL(config.DEMO_SHOPS_URL).hostname && url.pathname === `/${slug}`;
}

/**
 * Points the seeded demo shops (address, list pages, offers) at this server's demo shops. Data seeded under another
 * DEMO_SHOPS_PORT (a restart on a new port, or a copy of another server's data folder) names ports only that server's
 * demo shops answered, so the crawler would find none of them.
 */
export async function pointDemoShopsHere({
  db = getDb(),
  config = getConfig(),
}: { db?: Db; config?: DemoShopsConfig } = {}): Promise<void> {
  for (const { slug } of DEMO_SELLER_SITES) {
    await moveSellerSite({
      slug,
      to: demoShopUrl(slug, "", demoShopsUrlFor(slug, config)),
      movable: (baseUrl) => isSeededDemoShopAddress(baseUrl, slug, config),
      db,
    });
  }
}
