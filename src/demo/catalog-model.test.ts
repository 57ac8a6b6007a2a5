import { describe, expect, it } from "vitest";
import { readTitleSpecs } from "@/domains/catalog/matching";
import {
  DEMO_MANUFACTURERS,
  DEMO_SELLER_SITES,
  demoOffers,
  demoPriceAt,
  demoPriceChangesBetween,
  demoProducts,
  demoShopUrl,
  isFastMovingDemoOffer,
} from "./catalog-model";

const DAY = 86_400_000;
const now = new Date("2026-11-22T03:00:00Z");

describe("demo catalogue model", () => {
  it("has the promised size and shape", () => {
    expect(DEMO_SELLER_SITES).toHaveLength(8);
    for (const platform of ["cafe24", "godomall", "makeshop", "jsonld"]) {
      expect(DEMO_SELLER_SITES.filter((s) => s.platform === platform).length).toBeGreaterThanOrEqual(2);
    }
    expect(DEMO_MANUFACTURERS.length).toBeGreaterThanOrEqual(25);
    const products = demoProducts();
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length);
    expect(new Set(products.map((p) => `${p.manufacturerSlug}|${p.name}`)).size).toBe(products.length);
    expect(products.some((p) => p.inhalation === "MTL") && products.some((p) => p.inhalation === "DL")).toBe(true);
    // The legal market: mostly 무니코틴, a few nicotine liquids (3–9.8 mg) for the default policy to withhold.
    const nicotine = products.filter((p) => p.nicotineMg > 0);
    expect(nicotine.length).toBeGreaterThanOrEqual(10);
    expect(nicotine.length).toBeLessThan(products.length * 0.2);
    for (const p of products) {
      expect(p.nicotineMg === 0 ? p.nicotineSource : "mg in range").toBe(p.nicotineMg === 0 ? "none" : "mg in range");
      if (p.nicotineMg > 0) expect(p.nicotineMg).toBeGreaterThanOrEqual(3);
      expect(p.nicotineMg).toBeLessThanOrEqual(9.8);
      expect([30, 60, 100]).toContain(p.volumeMl);
      expect(p.cooling).toBeGreaterThanOrEqual(0);
      expect(p.cooling).toBeLessThanOrEqual(3);
      expect(p.name).toMatch(/[가-힣]/);
      expect(p.flavorTags.length).toBeGreaterThan(0);
    }
    const offers = demoOffers();
    expect(offers.length).toBeGreaterThan(1_800);
    expect(offers.length).toBeLessThan(2_200);
    expect(new Set(offers.map((o) => o.key)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => `${o.siteSlug}${o.path}`)).size).toBe(offers.length);
  });

  it("is deterministic", () => {
    const offer = demoOffers()[123]!;
    expect(demoPriceAt(offer.key, now)).toEqual(demoPriceAt(offer.key, new Date(now)));
    expect(offer.key).toBe(`${offer.siteSlug}-${offer.productKey}`);
    expect(demoProducts()[0]!.key).toBe("p0001");
  });

  it("builds shop URLs per platform", () => {
    const cafe24 = demoOffers().find((o) => o.siteSlug === "vapemall")!;
    expect(cafe24.path).toMatch(/^\/product\/detail\.html\?product_no=\d+$/);
    expect(demoOffers().find((o) => o.siteSlug === "jeondam-market")!.path).toMatch(/^\/goods\/goods_view\.php\?goodsNo=\d+$/);
    expect(demoOffers().find((o) => o.siteSlug === "juicebox")!.path).toMatch(/^\/shop\/shopdetail\.html\?branduid=\d+$/);
    expect(demoOffers().find((o) => o.siteSlug === "ecig24")!.path).toMatch(/^\/products\/\d+$/);
    expect(demoShopUrl("vapemall", "/products/1", "http://h:1/")).toBe("http://h:1/vapemall/products/1");
    expect(demoShopUrl("vapemall", "/products/1")).toBe("http://127.0.0.1:3001/vapemall/products/1");
  });

  it("keeps prices in realistic ranges, rounded to 100원, never above the list price", () => {
    const volumeOf = new Map(demoProducts().map((p) => [p.key, p.volumeMl]));
    const ranges = { 30: [9_000, 19_000], 60: [15_000, 28_000], 100: [20_000, 35_000] } as const;
    for (const offer of demoOffers()) {
      for (const at of [now, new Date(now.getTime() - 40 * DAY)]) {
        const { price, listPrice } = demoPriceAt(offer.key, at);
        const [lo, hi] = ranges[volumeOf.get(offer.productKey)!];
        // A set's bottles cost a little less each than one alone, within the same range.
        const perBottle = offer.quantity === 1 ? price : price / offer.quantity;
        expect(price % 100).toBe(0);
        expect(perBottle).toBeGreaterThanOrEqual(lo * (offer.quantity === 1 ? 1 : 0.85));
        expect(perBottle).toBeLessThanOrEqual(hi);
        expect(listPrice).toBeGreaterThanOrEqual(price);
      }
    }
  });

  it("sells a few products as sets too, titled as shops title them (the title reader reads the count)", () => {
    const sets = demoOffers().filter((offer) => offer.quantity > 1);
    expect(sets.length).toBeGreaterThanOrEqual(5);
    expect(sets.some((offer) => offer.productKey === demoProducts()[0]!.key)).toBe(true);
    for (const offer of sets) expect(readTitleSpecs(offer.sellerTitle).specs.quantity, offer.sellerTitle).toBe(offer.quantity);
    for (const offer of demoOffers().filter((o) => o.quantity === 1))
      expect(readTitleSpecs(offer.sellerTitle).specs.quantity, offer.sellerTitle).toBe(1);
  });

  it("moves in steps: most offers every few days, about 5% every ~10 minutes, with sold-out spells", () => {
    const offers = demoOffers();
    const fast = offers.filter((o) => isFastMovingDemoOffer(o.key));
    expect(fast.length / offers.length).toBeGreaterThan(0.03);
    expect(fast.length / offers.length).toBeLessThan(0.08);
    const slow = offers.find((o) => !isFastMovingDemoOffer(o.key))!;
    const monthOfChanges = demoPriceChangesBetween(slow.key, new Date(now.getTime() - 30 * DAY), now);
    expect(monthOfChanges.length).toBeGreaterThan(1);
    expect(monthOfChanges.length).toBeLessThan(16);
    const hourOfFast = demoPriceChangesBetween(fast[0]!.key, new Date(now.getTime() - 3_600_000), now);
    expect(hourOfFast.length).toBeGreaterThan(1);
    const year = offers
      .slice(0, 200)
      .flatMap((o) => demoPriceChangesBetween(o.key, new Date(now.getTime() - 180 * DAY), now, { everyMs: 6 * 3_600_000 }));
    expect(year.some((c) => !c.inStock)).toBe(true);
  });

  it("lists exactly the moments the price changes, agreeing with demoPriceAt", () => {
    const offer = demoOffers().find((o) => !isFastMovingDemoOffer(o.key))!;
    const from = new Date(now.getTime() - 20 * DAY);
    const changes = demoPriceChangesBetween(offer.key, from, now);
    expect(changes[0]!.at).toEqual(from);
    for (let i = 0; i < changes.length; i++) {
      const { at, ...state } = changes[i]!;
      expect(demoPriceAt(offer.key, at)).toEqual(state);
      const nextAt = changes[i + 1]?.at.getTime() ?? now.getTime();
      // Constant until the next listed change.
      expect(demoPriceAt(offer.key, new Date(nextAt - 1))).toEqual(state);
      if (i > 0) expect(demoPriceAt(offer.key, new Date(at.getTime() - 1))).not.toEqual(state);
    }
  });

  it("samples fast offers at the given interval only", () => {
    const fast = demoOffers().find((o) => isFastMovingDemoOffer(o.key))!;
    const from = new Date(now.getTime() - 10 * DAY);
    const changes = demoPriceChangesBetween(fast.key, from, now, { everyMs: 6 * 3_600_000 });
    expect(changes.length).toBeLessThanOrEqual(41);
    for (const c of changes.slice(1)) expect(c.at.getTime() % (6 * 3_600_000)).toBe(0);
  });
});
