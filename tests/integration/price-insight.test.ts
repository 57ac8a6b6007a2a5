import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { parseDealsParams } from "@/domains/catalog/listing/deals-params";
import { getProductDetail } from "@/domains/catalog/product/get-product-detail";
import { listDeals, listTopDeals } from "@/domains/catalog/listing/list-deals";
import { listProductSummaries } from "@/domains/catalog/listing/list-product-summaries";
import { toProductSummary } from "@/domains/catalog/product/product-summary-data";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { refreshDueInsights } from "@/domains/catalog/pricing/refresh-due-insights";
import { refreshExpiredPricing } from "@/domains/catalog/pricing/refresh-expired-pricing";
import { products } from "@/domains/catalog/schema";
import { toTileData } from "@/domains/catalog/listing/tile-data";
import { getDb } from "@/platform/db/client";
import { createManufacturer, createOffer, createProduct } from "../support/factories";
import { crawledDaily, createDailyShop, observeDay } from "../support/price-insight-factories";
import { describeEachDatabase } from "../support/test-db";

const DAY = 86_400_000;

const stored = async (id: number) => {
  const [row] = await getDb()
    .select({ low: products.typicalPriceLow, high: products.typicalPriceHigh, label: products.priceInsight })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};

describeEachDatabase("price insight: history → stored insight → page line, badge, /deals", () => {
  const made: Record<string, number> = {};
  let dlMaker: { id: number; slug: string };

  it("stores each crawled product's typical range and label as its lowest changes", async () => {
    // 30 days at 16,000, then 14 at 14,000, today 12,000: p25 14,000, p75 16,000, today below.
    const a = await crawledDaily({ days: 44, price: (k) => (k > 14 ? 16_000 : 14_000), today: 12_000 });
    const b = await crawledDaily({ days: 40, price: () => 20_000, today: 19_000 });
    dlMaker = await createManufacturer();
    const c = await crawledDaily({ days: 40, price: () => 10_000, today: 9_000, inhalation: "DL", manufacturerId: dlMaker.id });
    const typical = await crawledDaily({ days: 40, price: () => 10_000, today: 10_000 });
    const high = await crawledDaily({ days: 40, price: () => 10_000, today: 11_000 });
    const short = await crawledDaily({ days: 20, price: () => 10_000, today: 8_000 });
    Object.assign(made, { a: a.product.id, b: b.product.id, c: c.product.id, typical: typical.product.id, high: high.product.id });
    Object.assign(made, { short: short.product.id });

    expect(await stored(made.a!)).toEqual({ low: 14_000, high: 16_000, label: "low" });
    expect(await stored(made.b!)).toEqual({ low: 20_000, high: 20_000, label: "low" });
    expect(await stored(made.typical!)).toEqual({ low: 10_000, high: 10_000, label: "typical" });
    expect(await stored(made.high!)).toEqual({ low: 10_000, high: 10_000, label: "high" });
    // 21 days with a price: no range, no label, never a guess.
    expect(await stored(made.short!)).toEqual({ low: null, high: null, label: null });
  }, 120_000);

  it("counts a shop's offer only while it is buyable: a cheap shop that stopped answering leaves the history", async () => {
    const product = await createProduct();
    const closed = await createOffer({ productId: product.id, sellerSiteId: (await createDailyShop()).id });
    const open = await createOffer({ productId: product.id, sellerSiteId: (await createDailyShop()).id });
    // The cheap shop was seen for five days, 44 to 40 days ago, then never again (stale two days later).
    for (let k = 44; k >= 0; k--)
      await observeDay(k, [...(k >= 40 ? [{ offerId: closed.id, price: 8_000 }] : []), { offerId: open.id, price: 12_000 }]);
    // Its 8,000 stands in history as the last price it showed; counted until now it would make 12,000 look high.
    expect(await stored(product.id)).toEqual({ low: 12_000, high: 12_000, label: "typical" });
  }, 120_000);

  it("shows the line under the headline, the range for the chart band and the tile badge for a low price only", async () => {
    const detail = (await getProductDetail({ id: made.a! }))!;
    const summary = toProductSummary(detail, new Date());
    expect(summary.insight).toEqual({ label: "low", line: "지금 가격: 평소보다 낮음 · 평소 14,000~16,000원 (90일)" });
    expect([detail.product.typicalPriceLow, detail.product.typicalPriceHigh]).toEqual([14_000, 16_000]);
    const typicalSummary = toProductSummary((await getProductDetail({ id: made.typical! }))!, new Date());
    expect(typicalSummary.insight?.line).toBe("지금 가격: 평소 가격 · 평소 10,000원 (90일)");
    expect(toProductSummary((await getProductDetail({ id: made.high! }))!, new Date()).insight?.line).toBe(
      "지금 가격: 평소보다 높음 · 평소 10,000원 (90일)",
    );
    expect(toProductSummary((await getProductDetail({ id: made.short! }))!, new Date())).not.toHaveProperty("insight");

    const cards = await listProductSummaries({ ids: [made.a!, made.typical!, made.high!, made.short!] });
    const badged = cards.filter((card) => toTileData(card, new Date()).usualLow).map((card) => card.id);
    expect(badged).toEqual([made.a]);
  });

  it("lists /deals furthest below first, with type and maker filters, and the home's top deals", async () => {
    const ours = new Set([made.a, made.b, made.c, made.typical, made.high, made.short]);
    const ids = async (raw: Record<string, string>) =>
      (await listDeals({ params: parseDealsParams(raw) })).items.map((p) => p.id).filter((id) => ours.has(id));
    // a: 14.3 % under 14,000; c: 10 % under 10,000; b: 5 % under 20,000.
    expect(await ids({})).toEqual([made.a, made.c, made.b]);
    expect(await ids({ type: "mtl" })).toEqual([made.a, made.b]);
    expect(await ids({ type: "dl" })).toEqual([made.c]);
    expect(await ids({ maker: dlMaker.slug })).toEqual([made.c]);
    const listing = await listDeals({ params: parseDealsParams({ maker: dlMaker.slug }) });
    expect(listing.makers.find((m) => m.slug === dlMaker.slug)).toMatchObject({ name: expect.any(String), count: 1 });
    // Paging: one a page, the second page holds the second deal.
    const second = await listDeals({ params: parseDealsParams({ type: "mtl", page: "2" }), pageSize: 1 });
    expect(second.page).toBe(2);
    expect((await listTopDeals({ limit: 8 })).map((p) => p.id).filter((id) => ours.has(id))).toEqual([made.a, made.c, made.b]);
    // Bad values fall back to no filter, as the listings do.
    expect(parseDealsParams({ type: "x", maker: "<b>", page: "-3" })).toEqual({ inhalation: null, maker: null, page: 1 });
  });

  it("moves the label with the lowest at once: a price back in its range leaves /deals", async () => {
    const [offerOfB] = (await getProductDetail({ id: made.b! }))!.offers;
    await recordOfferObservation({ offerId: offerOfB!.id, price: 20_000, inStock: true, observedAt: new Date() });
    expect(await stored(made.b!)).toMatchObject({ label: "typical" });
    expect((await listDeals({ params: parseDealsParams({}) })).items.map((p) => p.id)).not.toContain(made.b);
  });

  it("recomputes once a day the insights not computed yet that day", async () => {
    await getDb()
      .update(products)
      .set({ typicalPriceLow: null, typicalPriceHigh: null, priceInsight: null, priceInsightAt: null })
      .where(eq(products.id, made.a!));
    expect(await refreshDueInsights({ now: new Date() })).toBeGreaterThanOrEqual(1);
    expect(await stored(made.a!)).toEqual({ low: 14_000, high: 16_000, label: "low" });
    // Done for today: a second sweep the same day finds nothing.
    expect(await refreshDueInsights({ now: new Date() })).toBe(0);
  });

  it("drops the label and the range when the shops stop answering (their prices are no one's to pay) and /deals empties", async () => {
    // Three days on, every daily shop of these products has gone two intervals without a confirmation.
    await refreshExpiredPricing({ now: new Date(Date.now() + 3 * DAY) });
    expect(await stored(made.c!)).toEqual({ low: null, high: null, label: null });
    expect((await listDeals({ params: parseDealsParams({}) })).items.map((p) => p.id)).not.toContain(made.c);
  });
});
