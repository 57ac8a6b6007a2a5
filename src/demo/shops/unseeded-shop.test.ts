import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MANUFACTURERS, DEMO_SELLER_SITES, demoOffers, demoProducts } from "@/demo/catalog-model";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import { createShopTitleMatcher, readTitleSpecs } from "@/domains/catalog/matching";
import { decodeHtml, extractOffer } from "@/domains/crawler/extract";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { inspectShop } from "@/domains/crawler/onboarding/inspect-shop";
import { DEMO_SHOPS_PORT_COUNT, demoShopHosts, unseededDemoShopAddress } from "./demo-shop-origins";
import { startDemoShopServer, type DemoShopServer } from "./demo-shop-server";
import { unseededShopIndex } from "./unseeded-shop-pages";

let shops: DemoShopServer;
let fetcher: PoliteFetcher;
beforeAll(async () => {
  shops = await startDemoShopServer();
  fetcher = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, timeoutMs: 2_000, maxAttempts: 1 });
});
afterAll(async () => {
  await fetcher.close();
  await shops.close();
});

const { slug } = DEMO_UNSEEDED_SHOP;
const pages = unseededShopIndex().pages;

describe("the demo shop the catalogue lacks (베이프스퀘어)", () => {
  it("is in no seeded data: no seller site, no offer; it has a port of its own after the eight", () => {
    expect(DEMO_SELLER_SITES.map((site) => site.slug)).not.toContain(slug);
    expect(demoOffers().filter((offer) => offer.siteSlug === slug)).toEqual([]);
    expect(pages.every((page) => page.offerKey === null)).toBe(true);
    expect(DEMO_SHOPS_PORT_COUNT).toBe(10);
    const config = { DEMO_SHOPS_URL: "http://127.0.0.1:3001", DEMO_SHOPS_OWN_PORTS: true };
    expect(unseededDemoShopAddress(config)).toBe("http://127.0.0.1:3010/vape-square/");
    expect(demoShopHosts(config)).toContain("127.0.0.1:3010");
    expect(unseededDemoShopAddress({ ...config, DEMO_SHOPS_OWN_PORTS: false })).toBe("http://127.0.0.1:3001/vape-square/");
  });

  it("serves 아임웹-style pages whose price, stock, shipping and title the crawler reads without a selector", async () => {
    for (const page of pages) {
      const url = `${shops.url}/${slug}${page.path}`;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const result = extractOffer({ html: decodeHtml(new Uint8Array(await res.arrayBuffer()), res.headers.get("content-type")), url });
      if (!result.ok) throw new Error(`${page.path}: ${result.reason}`);
      const expected = page.priceAt(new Date());
      expect(result.extraction, page.path).toMatchObject({
        title: page.title,
        price: expected.price,
        inStock: expected.inStock,
        shippingFee: 3000,
        freeShippingThreshold: 40_000,
      });
    }
    expect(pages.some((page) => !page.priceAt(new Date()).inStock)).toBe(true);
  });

  it("is read from its address as 아임웹형: two category pages, every product page, three test reads", async () => {
    const inspection = await inspectShop({ url: `${shops.url}/${slug}/`, fetcher });
    expect(inspection).toMatchObject({
      name: "베이프스퀘어",
      baseUrl: `${shops.url}/${slug}/`,
      productPageCount: pages.length,
      sitemap: null,
    });
    expect(inspection.platform?.platform).toBe("imweb");
    expect(inspection.listUrls).toHaveLength(2);
    expect(inspection.samples.map((sample) => sample.ok)).toEqual([true, true, true]);
  });

  it("has messy titles the matcher decides as its truth says against the demo catalogue: matched, new or skipped, none wrong", () => {
    const makers = new Map(DEMO_MANUFACTURERS.map((m) => [m.slug, m.name]));
    const products = demoProducts();
    const decide = createShopTitleMatcher({
      manufacturers: DEMO_MANUFACTURERS.map((m) => ({ name: m.name })),
      products: products.map((p, i) => ({
        id: i + 1,
        manufacturer: makers.get(p.manufacturerSlug)!,
        name: p.name,
        inhalation: p.inhalation,
        nicotineForm: p.nicotineForm,
        nicotineMg: p.nicotineMg,
        volumeMl: p.volumeMl,
        nicotineSource: p.nicotineSource,
      })),
    });
    const idOf = new Map(products.map((p, i) => [p.key, i + 1]));
    const tally = { known: 0, new: 0, set: 0, skip: 0 };
    for (const page of pages) {
      const decision = decide(page.title);
      tally[page.truth.kind]++;
      if (page.truth.kind === "known")
        expect(decision, page.title).toMatchObject({ decision: "match", productId: idOf.get(page.truth.productKey) });
      if (page.truth.kind === "new")
        expect(decision, page.title).toMatchObject({
          decision: "new",
          specs: {
            manufacturer: makers.get(page.truth.manufacturerSlug),
            volumeMl: page.truth.volumeMl,
            nicotineMg: page.truth.nicotineMg,
          },
        });
      if (page.truth.kind === "set") {
        expect(decision, page.title).toMatchObject({ decision: "match", productId: idOf.get(page.truth.productKey) });
        expect(readTitleSpecs(page.title).specs.quantity, page.title).toBe(page.truth.quantity);
      }
      if (page.truth.kind === "skip") expect(decision, page.title).toMatchObject({ decision: "skip" });
    }
    console.log(
      `베이프스퀘어 ${pages.length} pages: known ${tally.known}, new ${tally.new}, sets ${tally.set}, pods/accessories ${tally.skip}`,
    );
    expect(tally).toEqual({ known: 9, new: 6, set: 2, skip: 3 });
    // Written as messily as real shops: brackets of every kind, delivery and sale words, units in capitals.
    for (const mark of [
      "【",
      "[당일발송]",
      "★",
      "◆",
      "MG",
      "ML",
      "미리",
      "무료배송",
      "입호흡",
      "폐호흡",
      "1+1",
      "세트",
      "코일",
      "카트리지",
      "디바이스",
    ])
      expect(
        pages.some((page) => page.title.includes(mark)),
        mark,
      ).toBe(true);
  });
});
