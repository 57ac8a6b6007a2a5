import iconv from "iconv-lite";
import { DEMO_SELLER_SITES, demoBenefitsAt, demoOfferByKey, type DemoPrice } from "@/demo/catalog-model";
import type { ShopIndex, ShopPage } from "./shop-pages";
import { renderCafe24Page } from "./templates/cafe24-page";
import { renderGodomallPage } from "./templates/godomall-page";
import { renderImwebPage } from "./templates/imweb-page";
import { renderJsonLdPage } from "./templates/jsonld-page";
import { renderMakeshopPage } from "./templates/makeshop-page";
import type { ProductPageView } from "./templates/page-kit";

export type RenderedPage = { body: Buffer; contentType: string };

// The two shops of each platform differ the way real ones do: with or without price meta tags or
// microdata, JSON-LD plain or in an @graph, EUC-KR announced in the header or only in the page.
const variantOf = (slug: string) => {
  const site = DEMO_SELLER_SITES.find((s) => s.slug === slug);
  return !site || DEMO_SELLER_SITES.filter((s) => s.platform === site.platform).indexOf(site) % 2 === 0;
};

/** A product page of a demo shop as the shop's platform would send it: bytes and Content-Type. */
export function renderShopPage(
  { shop, page, price, prefix, origin }: { shop: ShopIndex; page: ShopPage; price: DemoPrice; prefix: string; origin: string },
  at: Date,
): RenderedPage {
  const position = shop.pages.indexOf(page);
  const related = [1, 2, 3]
    .map((step) => shop.pages[(position + step * 7) % shop.pages.length]!)
    .map((other) => ({ page: other, price: other.priceAt(at) }));
  const offer = page.offerKey === null ? undefined : demoOfferByKey(page.offerKey);
  const view: ProductPageView = { page, price, prefix, related, benefits: offer ? demoBenefitsAt(offer, price) : [] };
  const first = variantOf(shop.site.slug);
  switch (shop.site.platform) {
    case "cafe24":
      return utf8(renderCafe24Page(view, { withMeta: first }));
    case "godomall":
      return utf8(renderGodomallPage(view, { withMicrodata: !first }));
    case "makeshop":
      return { body: iconv.encode(renderMakeshopPage(view), "euc-kr"), contentType: first ? "text/html; charset=euc-kr" : "text/html" };
    case "jsonld":
      return utf8(renderJsonLdPage(view, { graph: !first }, origin));
    case "imweb":
      return utf8(renderImwebPage(view, origin));
  }
}

export const utf8 = (html: string): RenderedPage => ({ body: Buffer.from(html, "utf8"), contentType: "text/html; charset=utf-8" });
