import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SELLER_SITES, demoBenefitsAt, demoOfferByKey } from "@/demo/catalog-model";
import { decodeHtml, extractOffer } from "@/domains/crawler/extract";
import { startDemoShopServer, type DemoShopServer } from "./demo-shop-server";
import { withDemoFault } from "./faults";
import { demoListPaths, demoShopIndex } from "./shop-pages";
import { readShopInfo } from "@/domains/crawler/extract/shop-info-reader";
import { demoShopBusiness } from "./templates/shop-business";

const at = new Date("2026-11-22T03:00:00Z");
let shops: DemoShopServer;
beforeAll(async () => {
  shops = await startDemoShopServer({ now: () => at });
});
afterAll(() => shops.close());

const EXPECTED_METHOD: Record<string, string> = {
  vapemall: "meta",
  "liquid-warehouse": "preset:cafe24",
  "jeondam-market": "preset:godomall",
  "vaping-store": "microdata",
  juicebox: "preset:makeshop",
  "aeksang-nara": "preset:makeshop",
  ecig24: "json-ld",
  vapehub: "json-ld",
};

async function extractFrom(url: string) {
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, result: extractOffer({ html: decodeHtml(bytes, res.headers.get("content-type")), url }) };
}

describe("demo shop server", () => {
  it("serves pages from which the extraction pipeline reads the catalogue's price, stock and shipping", async () => {
    for (const [slug, shop] of demoShopIndex()) {
      const sample = shop.pages
        .filter((_, i) => i % 9 === 0 || shop.pages[i]!.offerKey === null || !shop.pages[i]!.priceAt(at).inStock)
        .slice(0, 40);
      expect(
        sample.some((p) => !p.priceAt(at).inStock),
        `${slug} has a sold-out page in the sample`,
      ).toBe(true);
      for (const page of sample) {
        const expected = page.priceAt(at);
        const { res, result } = await extractFrom(`${shops.url}/${slug}${page.path}`);
        expect(res.status).toBe(200);
        if (!result.ok) throw new Error(`${slug}${page.path}: ${result.reason}`);
        expect(result.extraction, `${slug}${page.path}`).toMatchObject({
          price: expected.price,
          inStock: expected.inStock,
          title: page.title,
          method: EXPECTED_METHOD[slug],
          shippingFee: shop.site.shippingFee,
        });
        if (shop.site.freeShippingThreshold !== null && shop.site.platform !== "jsonld")
          expect(result.extraction.freeShippingThreshold).toBe(shop.site.freeShippingThreshold);
        // The benefit prices the seeded offer carries are the ones a crawl of its page reads (SHOPPER-TRUST).
        const offer = page.offerKey === null ? undefined : demoOfferByKey(page.offerKey);
        if (offer) expect(result.extraction.benefits, `${slug}${page.path}`).toEqual(demoBenefitsAt(offer, expected));
      }
    }
  });

  it("sends 메이크샵 pages EUC-KR encoded", async () => {
    const shop = demoShopIndex().get("juicebox")!;
    const res = await fetch(`${shops.url}/juicebox${shop.pages[0]!.path}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-type")).toMatch(/euc-kr/i);
    expect(bytes.toString("utf8")).not.toContain(shop.pages[0]!.title);
    expect(decodeHtml(bytes, res.headers.get("content-type"))).toContain(shop.pages[0]!.title);
  });

  it("lists every product of a category, including ones the catalogue lacks", async () => {
    for (const site of DEMO_SELLER_SITES) {
      const shop = demoShopIndex().get(site.slug)!;
      const html = await (await fetch(`${shops.url}/${site.slug}${demoListPaths(site.platform).MTL}`)).text();
      const mtl = shop.pages.filter((p) => p.inhalation === "MTL");
      expect(html.match(/class="item-link"/g)?.length).toBe(mtl.length);
      expect(shop.pages.filter((p) => p.offerKey === null).length).toBeGreaterThan(0);
    }
  });

  it("answers robots.txt and misbehaves on request", async () => {
    expect(await (await fetch(`${shops.url}/robots.txt`)).text()).toContain("Disallow: /*/member/");
    const page = `${shops.url}/ecig24${demoShopIndex().get("ecig24")!.pages[0]!.path}`;
    expect((await fetch(withDemoFault(page, "500"))).status).toBe(500);
    const limited = await fetch(withDemoFault(page, "429", { retryAfterSeconds: 7 }));
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "7"]);
    const once = withDemoFault(page, "500-once");
    expect([(await fetch(once)).status, (await fetch(once)).status]).toEqual([500, 200]);
    const redirect = await fetch(withDemoFault(page, "redirect-internal"), { redirect: "manual" });
    expect(redirect.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const started = Date.now();
    expect((await fetch(withDemoFault(page, "slow", { delayMs: 300 }))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const malformed = await extractFrom(withDemoFault(page, "malformed"));
    expect(malformed.result.ok).toBe(false);
    const crashed = await extractFrom(withDemoFault(page, "price-crash"));
    expect(crashed.result.ok && crashed.result.extraction.price).toBeLessThan(
      demoShopIndex().get("ecig24")!.pages[0]!.priceAt(at).price / 2,
    );
    await expect(fetch(withDemoFault(page, "reset"))).rejects.toThrow();

    shops.setFault("/ecig24/products/", "not-found");
    expect((await fetch(page)).status).toBe(404);
    shops.setFault("/ecig24/products/", null);
    expect((await fetch(page)).status).toBe(200);
  });

  it("prints each shop's 사업자 정보 and delivery guide in its platform's footer, as the crawler's reader reads them", async () => {
    for (const [slug, shop] of demoShopIndex()) {
      const res = await fetch(`${shops.url}/${slug}${shop.pages[0]!.path}`);
      const info = readShopInfo(decodeHtml(new Uint8Array(await res.arrayBuffer()), res.headers.get("content-type")));
      const { representative, returnTerms, ...business } = demoShopBusiness(slug)!;
      expect(info, slug).toEqual({
        ...business,
        ...(representative ? { representative } : {}),
        ...(returnTerms ? { returnTerms } : {}),
      });
    }
  });
});
