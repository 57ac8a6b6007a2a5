import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getPriceHistory } from "@/domains/catalog/product/get-price-history";
import { getProductDetail } from "@/domains/catalog/product/get-product-detail";
import { listShopStandings } from "@/domains/catalog/pricing/ranking-signals";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { products } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { createOffer, createProduct } from "../support/factories";
import { createDailyShop, daysAgo, observeDay } from "../support/price-insight-factories";
import { describeEachDatabase } from "../support/test-db";

const figures = async (productId: number) => {
  const [row] = await getDb()
    .select({
      lowest: products.lowestTotalPrice,
      lowestShop: products.lowestPrice,
      low30d: products.low30d,
      allTimeLow: products.allTimeLow,
      typicalLow: products.typicalPriceLow,
      typicalHigh: products.typicalPriceHigh,
      previous: products.previousLowestPrice,
      inStock: products.inStockOfferCount,
      offers: products.offerCount,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
};

/**
 * SHOPPER-TRUST, sets and benefit prices: a 1+1 listing at 11,000원 (5,500원 a bottle) and a coupon price of 9,000원
 * sit below the 12,000원 every buyer pays for one bottle. Neither may become the bottle's 최저가, 평소, 역대/30일 최저,
 * chart lowest, shop share or alert; before, a set matched as the bottle would have been all of them.
 */
describeEachDatabase("set offers and benefit prices stand beside the bottle's price, never in it", () => {
  let productId = 0;
  let bottleShop = { id: 0 };
  let setShop = { id: 0 };
  let bottleOffer = 0;
  let setOffer = 0;

  it("sets up a month of one bottle at 12,000원 and a 1+1 set at 11,000원", async () => {
    productId = (await createProduct()).id;
    bottleShop = await createDailyShop();
    setShop = await createDailyShop();
    bottleOffer = (await createOffer({ productId, sellerSiteId: bottleShop.id })).id;
    setOffer = (await createOffer({ productId, sellerSiteId: setShop.id, quantity: 2, sellerTitle: "[1+1] 바나나 30ml 9.8mg" })).id;
    for (let k = 34; k >= 1; k--)
      await observeDay(k, [
        { offerId: bottleOffer, price: 12_000 },
        { offerId: setOffer, price: 11_000 },
      ]);
  }, 180_000);

  it("keeps the set out of the headline, 역대/30일 최저 and the usual range", async () => {
    expect(await figures(productId)).toMatchObject({
      lowest: 12_000,
      lowestShop: 12_000,
      low30d: 12_000,
      allTimeLow: 12_000,
      typicalLow: 12_000,
      typicalHigh: 12_000,
      inStock: 1,
      offers: 2,
    });
  });

  it("tells no alert when only the set's price drops", async () => {
    const drop = await recordOfferObservation({ offerId: setOffer, price: 9_000, inStock: true, observedAt: daysAgo(0) });
    expect(drop.events).toEqual([]);
    expect((await figures(productId)).lowest).toBe(12_000);
  });

  it("keeps the set out of the chart's lowest and the shop ranking", async () => {
    const history = await getPriceHistory({ productId, days: 30 });
    expect(new Set(history.lowestTotal.filter((v) => v !== null))).toEqual(new Set([12_000]));
    expect(history.sites.map((site) => site.id)).toEqual([bottleShop.id]);
    const standings = await listShopStandings();
    expect(standings.find((s) => s.sellerSiteId === setShop.id)).toBeUndefined();
    expect(standings.find((s) => s.sellerSiteId === bottleShop.id)).toMatchObject({ offerCount: 1, lowestShare: 1 });
  });

  it("stores a benefit price beside the price and moves no figure with it", async () => {
    const before = await figures(productId);
    const benefits = [
      { kind: "coupon" as const, amount: 9_000, condition: "" },
      { kind: "card" as const, amount: 11_100, condition: "삼성카드 결제 시 7% 청구할인" },
    ];
    const seen = await recordOfferObservation({ offerId: bottleOffer, price: 12_000, inStock: true, benefits, observedAt: daysAgo(0) });
    expect(seen.events).toEqual([]);
    expect(await figures(productId)).toEqual(before);
    const detail = await getProductDetail({ id: productId });
    const rows = detail!.offers.map(({ id, price, quantity, benefits: stated }) => ({ id, price, quantity, benefits: stated }));
    // The bottle first (the set, though cheaper, is no bottle's price), each with what it states beside its price.
    expect(rows).toEqual([
      { id: bottleOffer, price: 12_000, quantity: 1, benefits },
      { id: setOffer, price: 9_000, quantity: 2, benefits: [] },
    ]);
  });
});
