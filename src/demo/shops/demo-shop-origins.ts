import { DEMO_SELLER_SITES } from "@/demo/catalog-model";
import type { Config } from "@/platform/config";

type DemoShopsConfig = Pick<Config, "DEMO_SHOPS_URL" | "DEMO_SHOPS_OWN_PORTS">;

/** Ports the built-in demo shops take from DEMO_SHOPS_PORT on: the index, then one per shop. */
export const DEMO_SHOPS_PORT_COUNT = 1 + DEMO_SELLER_SITES.length;

/** The port demo shop `index` (its place in DEMO_SELLER_SITES) has of its own: right after the demo shops' index port. */
export const ownDemoShopPort = (indexPort: number, index: number) => indexPort + 1 + index;

/**
 * The URL the app's demo data puts demo shop `slug` under: with the built-in demo shops, its own port (so the crawler
 * meets eight hosts and paces each apart, as it would eight real shops); every shop under DEMO_SHOPS_URL when that
 * names demo shops run elsewhere.
 */
export function demoShopsUrlFor(slug: string, { DEMO_SHOPS_URL, DEMO_SHOPS_OWN_PORTS }: DemoShopsConfig): string {
  if (!DEMO_SHOPS_OWN_PORTS) return DEMO_SHOPS_URL;
  const url = new URL(DEMO_SHOPS_URL);
  url.port = String(
    ownDemoShopPort(
      Number(url.port),
      DEMO_SELLER_SITES.findIndex((s) => s.slug === slug),
    ),
  );
  return url.origin;
}

/** Every host ("host:port") the app's demo shops are reached at. */
export function demoShopHosts(config: DemoShopsConfig): string[] {
  return [
    ...new Set([config.DEMO_SHOPS_URL, ...DEMO_SELLER_SITES.map((s) => demoShopsUrlFor(s.slug, config))].map((u) => new URL(u).host)),
  ];
}
