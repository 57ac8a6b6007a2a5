import { DEMO_MANUFACTURERS, DEMO_SELLER_SITES, demoOffers, demoProducts, demoShopUrl, type DemoOffer } from "@/demo/catalog-model";
import { demoListPaths } from "@/demo/shops/shop-pages";
import { buildSearchFields } from "@/platform/text/search-fields";
import { createOffer, createProduct, createSellerSite } from "./factories";

/**
 * A seller site in the test database pointing at a demo shop served by the test's own demo shop
 * server, with offers for the first `count` demo offers of that shop (their products created too).
 */
export async function createDemoShopSite({
  shopsUrl,
  siteSlug,
  count,
  withListUrls = false,
  crawlIntervalMinutes = 5,
}: {
  shopsUrl: string;
  siteSlug: string;
  count: number;
  withListUrls?: boolean;
  crawlIntervalMinutes?: number;
}) {
  const demo = DEMO_SELLER_SITES.find((s) => s.slug === siteSlug)!;
  const lists = demoListPaths(demo.platform);
  const site = await createSellerSite({
    platform: demo.platform,
    baseUrl: demoShopUrl(siteSlug, "", shopsUrl),
    shippingFee: demo.shippingFee,
    freeShippingThreshold: demo.freeShippingThreshold,
    crawlIntervalMinutes,
    listUrls: withListUrls ? [demoShopUrl(siteSlug, lists.MTL, shopsUrl), demoShopUrl(siteSlug, lists.DL, shopsUrl)] : [],
  });
  const picked = demoOffers()
    .filter((o) => o.siteSlug === siteSlug)
    .slice(0, count);
  const offers = [];
  for (const demoOffer of picked) offers.push(await createDemoOffer({ siteId: site.id, demoOffer, shopsUrl }));
  return { site, offers };
}

/** One demo offer as a product + offer row; `url` overrides the page (e.g. with a fault). */
export async function createDemoOffer({
  siteId,
  demoOffer,
  shopsUrl,
  url,
}: {
  siteId: number;
  demoOffer: DemoOffer;
  shopsUrl: string;
  url?: string;
}) {
  const product = demoProducts().find((p) => p.key === demoOffer.productKey)!;
  const maker = DEMO_MANUFACTURERS.find((m) => m.slug === product.manufacturerSlug)!;
  const row = await createProduct({
    name: product.name,
    volumeMl: product.volumeMl,
    nicotineMg: product.nicotineMg,
    inhalation: product.inhalation,
    flavorTags: product.flavorTags,
    ...buildSearchFields({ name: product.name, manufacturerName: maker.name, flavorTags: product.flavorTags }),
  });
  const offer = await createOffer({
    productId: row.id,
    sellerSiteId: siteId,
    url: url ?? demoShopUrl(demoOffer.siteSlug, demoOffer.path, shopsUrl),
  });
  return { offer, product: row, demoOffer };
}
