import "server-only";
import { listEnabledSellerSites, listSellerSiteNames } from "@/domains/catalog/shops";
import { listCrawlStandings } from "./list-crawl-standings";

/** Each enabled shop's name and how far its least recently read offer is past its interval (null: one never read). */
export async function listShopLags({ now = new Date() }: { now?: Date } = {}): Promise<
  Array<{ siteId: number; shop: string; lagMs: number | null }>
> {
  const sites = await listEnabledSellerSites();
  const [standings, names] = await Promise.all([listCrawlStandings({ now }), listSellerSiteNames({ siteIds: sites.map((s) => s.id) })]);
  return sites.map((s) => ({ siteId: s.id, shop: names.get(s.id) ?? `#${s.id}`, lagMs: standings.get(s.id)?.lagMs ?? null }));
}
