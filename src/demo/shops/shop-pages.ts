import {
  DEMO_MANUFACTURERS,
  DEMO_SELLER_SITES,
  demoOffers,
  demoPriceAt,
  demoProducts,
  type DemoPlatform,
  type DemoPrice,
  type DemoProduct,
  type DemoSellerSite,
} from "@/demo/catalog-model";
import { strengthLabel } from "@/domains/catalog/labels";

/** One product page a demo shop serves: a catalogue offer, or a product the catalogue lacks (for discovery). */
export type ShopPage = {
  site: DemoSellerSite;
  /** Path inside the shop, with query: `/product/detail.html?product_no=113`. */
  path: string;
  /** The number in the path (product_no, goodsNo, branduid…). */
  code: string;
  title: string;
  productName: string;
  makerName: string;
  inhalation: "MTL" | "DL";
  volumeMl: number;
  nicotineMg: number;
  description: string;
  /** Null for pages the demo catalogue does not have. */
  offerKey: string | null;
  priceAt: (at: Date) => DemoPrice;
};

export type ShopIndex = { site: DemoSellerSite; pages: ShopPage[]; byPath: Map<string, ShopPage> };

const LIST_PATHS: Record<DemoPlatform, Record<"MTL" | "DL", string>> = {
  cafe24: { MTL: "/product/list.html?cate_no=24", DL: "/product/list.html?cate_no=25" },
  godomall: { MTL: "/goods/goods_list.php?cateCd=001", DL: "/goods/goods_list.php?cateCd=002" },
  makeshop: { MTL: "/shop/shopbrand.html?xcode=001&type=X", DL: "/shop/shopbrand.html?xcode=002&type=X" },
  jsonld: { MTL: "/collections/mtl", DL: "/collections/dl" },
  imweb: { MTL: "/liquid-mtl/?category=S2023MTL", DL: "/liquid-dl/?category=S2023DL" },
};
const DETAIL_PATH: Record<DemoPlatform, (n: number) => string> = {
  cafe24: (n) => `/product/detail.html?product_no=${n}`,
  godomall: (n) => `/goods/goods_view.php?goodsNo=${n}`,
  makeshop: (n) => `/shop/shopdetail.html?branduid=${n}`,
  jsonld: (n) => `/products/${n}`,
  imweb: (n) => `/shop_view/?idx=${n}`,
};

/** The category (list) page paths of a demo shop: 입호흡 and 폐호흡. */
export function demoListPaths(platform: DemoPlatform): { MTL: string; DL: string } {
  return LIST_PATHS[platform];
}

const codeOf = (path: string) => /(\d+)(?!.*\d)/.exec(path)?.[1] ?? "0";

function pageOf(
  site: DemoSellerSite,
  product: DemoProduct,
  makerName: string,
  extra: { path: string; title: string; offerKey: string | null; priceAt: ShopPage["priceAt"] },
): ShopPage {
  return {
    site,
    code: codeOf(extra.path),
    productName: product.name,
    makerName,
    inhalation: product.inhalation,
    volumeMl: product.volumeMl,
    nicotineMg: product.nicotineMg,
    description: product.description,
    ...extra,
  };
}

// Pages for products the catalogue lacks: a known product in another bottle size (a near match to
// suggest) and one new product per shop. Fixed prices: discovery only needs them to exist.
function extraPages(site: DemoSellerSite, siteIndex: number, lastCode: number, makers: Map<string, string>): ShopPage[] {
  const products = demoProducts();
  const known = products[(siteIndex * 37 + 11) % products.length]!;
  const otherSize = known.volumeMl === 30 ? 60 : 30;
  const fresh: DemoProduct = {
    ...products[(siteIndex * 53 + 5) % products.length]!,
    name: `신상 ${["유자 스파클링", "청귤 에이드", "흑당 밀크티", "무화과 요거트"][siteIndex % 4]}`,
    volumeMl: 30,
  };
  const fixed = (price: number) => () => ({ price, listPrice: price + 2_000, inStock: true });
  const entries: Array<[DemoProduct, number]> = [
    [{ ...known, volumeMl: otherSize as DemoProduct["volumeMl"] }, otherSize === 60 ? 19_900 : 12_900],
    [fresh, 13_500],
  ];
  return entries.map(([product, price], i) => {
    const maker = makers.get(product.manufacturerSlug)!;
    return pageOf(site, product, maker, {
      path: DETAIL_PATH[site.platform](lastCode + 7 + i * 3),
      title: `[${maker}] ${product.name} ${product.volumeMl}ml ${strengthLabel(product.nicotineMg)}`,
      offerKey: null,
      priceAt: fixed(price),
    });
  });
}

let indexCache: Map<string, ShopIndex> | undefined;

/** Every demo shop's pages, by shop slug; built once from the deterministic demo catalogue. */
export function demoShopIndex(): Map<string, ShopIndex> {
  if (indexCache) return indexCache;
  const makers = new Map(DEMO_MANUFACTURERS.map((m) => [m.slug, m.name]));
  const products = new Map(demoProducts().map((p) => [p.key, p]));
  const index = new Map<string, ShopIndex>();
  DEMO_SELLER_SITES.forEach((site, siteIndex) => {
    const pages = demoOffers()
      .filter((offer) => offer.siteSlug === site.slug)
      .map((offer) => {
        const product = products.get(offer.productKey)!;
        return pageOf(site, product, makers.get(product.manufacturerSlug)!, {
          path: offer.path,
          title: offer.sellerTitle,
          offerKey: offer.key,
          priceAt: (at) => demoPriceAt(offer.key, at),
        });
      });
    const lastCode = Math.max(...pages.map((p) => Number(p.code)));
    pages.push(...extraPages(site, siteIndex, lastCode, makers));
    index.set(site.slug, { site, pages, byPath: new Map(pages.map((p) => [p.path, p])) });
  });
  indexCache = index;
  return index;
}
