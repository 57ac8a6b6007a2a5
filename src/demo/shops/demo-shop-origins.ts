import { DEMO_SELLER_SITES } from "@/demo/catalog-model";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import type { Config } from "@/platform/config";

type DemoShopsConfig = Pick<Config, "DEMO_SHOPS_URL" | "DEMO_SHOPS_OWN_PORTS">;

/** Every shop the demo shop server serves, in port order: the eight seeded ones, then the one an admin adds by hand. */
export const SERVED_DEMO_SHOPS = [...DEMO_SELLER_SITES, DEMO_UNSEEDED_SHOP] as const;

/** Ports the built-in demo shops take from DEMO_SHOPS_PORT on: the index, then one per shop (the unseeded one last). */
export const DEMO_SHOPS_PORT_COUNT = 1 + SERVED_DEMO_SHOPS.length;

/** The port demo shop `index` (its place in SERVED_DEMO_SHOPS) has of its own: right after the demo shops' index port. */
export const ownDemoShopPort = (indexPort: number, index: number) => indexPort + 1 + index;

/**
 * The URL the app's demo data puts demo shop `slug` under: with the built-in demo shops, its own port (so the crawler
 * meets one host per shop and paces each apart, as it would real shops); every shop under DEMO_SHOPS_URL when that
 * names demo shops run elsewhere.
 */
export function demoShopsUrlFor(slug: string, { DEMO_SHOPS_URL, DEMO_SHOPS_OWN_PORTS }: DemoShopsConfig): string {
  if (!DEMO_SHOPS_OWN_PORTS) return DEMO_SHOPS_URL;
  const url = new URL(DEMO_SHOPS_URL);
  url.port = String(
    ownDemoShopPort(
      Number(url.port),
      SERVED_DEMO_SHOPS.findIndex((s) => s.slug === slug),
    ),
  );
  return url.origin;
}

/** Every host ("host:port") the app's demo shops are reached at. */
export function demoShopHosts(config: DemoShopsConfig): string[] {
  return [
    ...new Set([config.DEMO_SHOPS_URL, ...SERVED_DEMO_SHOPS.map((s) => demoShopsUrlFor(s.slug, config))].map((u) => new URL(u).host)),
  ];
}

/**
 * The address an admin pastes in /admin/seller-sites to add the demo's unseeded shop (베이프스퀘어): its own port, the last
 * of the demo shops' (3010 with the default DEMO_SHOPS_PORT), or its folder under DEMO_SHOPS_URL.
 */
export function unseededDemoShopAddress(config: DemoShopsConfig): string {
  return `${demoShopsUrlFor(DEMO_UNSEEDED_SHOP.slug, config)}/${DEMO_UNSEEDED_SHOP.slug}/`;
}
