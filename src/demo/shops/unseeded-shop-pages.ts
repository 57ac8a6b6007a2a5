import { DEMO_UNSEEDED_SHOP, unseededShopPages, type UnseededPageTruth } from "@/demo/unseeded-shop-model";
import type { ShopIndex, ShopPage } from "./shop-pages";

export type UnseededShopPage = ShopPage & { truth: UnseededPageTruth };

/** A ShopIndex whose pages carry their truth. */
type UnseededShopIndex = { site: ShopIndex["site"]; pages: UnseededShopPage[]; byPath: Map<string, UnseededShopPage> };

let indexCache: UnseededShopIndex | undefined;

/** The unseeded demo shop's pages as the demo shop server serves them (fixed prices: it is read once, then kept). */
export function unseededShopIndex(): UnseededShopIndex {
  if (indexCache) return indexCache;
  const pages = unseededShopPages().map((page): UnseededShopPage => ({
    site: DEMO_UNSEEDED_SHOP,
    path: `/shop_view/?idx=${page.idx}`,
    code: String(page.idx),
    title: page.title,
    productName: page.truth.kind === "new" ? page.truth.name : page.title,
    makerName: page.makerName,
    inhalation: page.inhalation,
    volumeMl: page.volumeMl,
    nicotineMg: page.nicotineMg,
    description: page.description,
    offerKey: null,
    priceAt: () => ({ price: page.price, listPrice: page.listPrice, inStock: page.inStock }),
    truth: page.truth,
  }));
  indexCache = { site: DEMO_UNSEEDED_SHOP, pages, byPath: new Map(pages.map((p) => [p.path, p])) };
  return indexCache;
}
