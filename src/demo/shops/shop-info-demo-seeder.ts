import { readPublishedShopInfo } from "@/domains/crawler/extract";
import { recordPublishedShopInfoBySlug } from "@/domains/catalog/shops";
import { getDb, type Db } from "@/platform/db/client";
import { renderShopPage } from "./render-shop-page";
import { demoShopIndex } from "./shop-pages";

/**
 * Gives the seeded demo shops their published 사업자 정보 at once, as their first crawl would: each shop's first product
 * page, rendered as its server sends it, read by the crawler's footer reader (later crawls keep it current).
 */
export async function seedDemoShopInfo({ db = getDb(), at = new Date() }: { db?: Db; at?: Date } = {}): Promise<void> {
  for (const [slug, shop] of demoShopIndex()) {
    const page = shop.pages[0]!;
    const rendered = renderShopPage({ shop, page, price: page.priceAt(at), prefix: `/${slug}`, origin: "http://127.0.0.1" }, at);
    const info = readPublishedShopInfo(new Uint8Array(rendered.body), rendered.contentType);
    await recordPublishedShopInfoBySlug({ slug, info, at, db });
  }
}
