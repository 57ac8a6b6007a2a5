import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { createOffer, createProduct, createSellerSite } from "@tests/support/factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { recordOfferObservation } from "./record-offer-observation";
import { priceHistory, products } from "../schema";

const productRow = async (id: number) => (await getDb().select().from(products).where(eq(products.id, id)))[0]!;
const historyOf = (offerId: number) => getDb().select().from(priceHistory).where(eq(priceHistory.offerId, offerId));

describeEachDatabase("recordOfferObservation", () => {
  it("keeps the lowest price and all-in price right as offers change and go out of stock", async () => {
    const product = await createProduct({ volumeMl: 30 });
    const cheapShop = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: 50_000 });
    const freeShop = await createSellerSite({ shippingFee: 2500, freeShippingThreshold: 10_000 });
    const a = await createOffer({ productId: product.id, sellerSiteId: cheapShop.id });
    const b = await createOffer({ productId: product.id, sellerSiteId: freeShop.id });

    await recordOfferObservation({ offerId: a.id, price: 12_000, inStock: true });
    await recordOfferObservation({ offerId: b.id, price: 13_000, inStock: true });
    let p = await productRow(product.id);
    expect(p.lowestPrice).toBe(12_000);
    // 12,000 + 3,000 shipping loses to 13,000 shipped free above the 10,000 threshold.
    expect(p.lowestTotalPrice).toBe(13_000);
    // 원/ml follows the all-in lowest: 13,000 / 30.
    expect(p.pricePerMl).toBe(433);
    expect(p.offerCount).toBe(2);

    const soldOut = await recordOfferObservation({ offerId: a.id, price: 12_000, inStock: false });
    p = await productRow(product.id);
    expect(p.lowestPrice).toBe(13_000);
    expect(p.inStockOfferCount).toBe(1);
    // The cheapest shop price sold out, but the all-in lowest (13,000 shipped free) is unchanged: no event.
    expect(soldOut.events).toEqual([]);

    const drop = await recordOfferObservation({ offerId: b.id, price: 11_000, inStock: true });
    expect(drop.events).toEqual([{ type: "price_dropped", productId: product.id, oldLowestPrice: 13_000, newLowestPrice: 11_000 }]);
    p = await productRow(product.id);
    expect(p.previousLowestPrice).toBe(13_000);
    expect(p.allTimeLow).toBe(11_000);

    const gone = await recordOfferObservation({ offerId: b.id, price: 11_000, inStock: false });
    expect(gone.events[0]?.type).toBe("out_of_stock");
    p = await productRow(product.id);
    expect(p.lowestPrice).toBeNull();
    expect(p.lowestTotalPrice).toBeNull();

    const back = await recordOfferObservation({ offerId: a.id, price: 12_500, inStock: true });
    expect(back.events).toEqual([{ type: "back_in_stock", productId: product.id, oldLowestPrice: null, newLowestPrice: 15_500 }]);

    const rise = await recordOfferObservation({ offerId: a.id, price: 13_500, inStock: true });
    expect(rise.events).toEqual([{ type: "price_rose", productId: product.id, oldLowestPrice: 15_500, newLowestPrice: 16_500 }]);
  });

  it("writes history only on change, and replaying an observation creates no duplicate", async () => {
    const product = await createProduct();
    const offer = await createOffer({ productId: product.id });
    const observedAt = new Date("2026-11-01T00:00:00Z");
    await recordOfferObservation({ offerId: offer.id, price: 9_900, inStock: true, observedAt });
    await recordOfferObservation({ offerId: offer.id, price: 9_900, inStock: true, observedAt });
    await recordOfferObservation({ offerId: offer.id, price: 9_900, inStock: true });
    expect(await historyOf(offer.id)).toHaveLength(1);
    await recordOfferObservation({ offerId: offer.id, price: 9_500, inStock: true });
    expect((await historyOf(offer.id)).map((h) => h.price)).toEqual([9_900, 9_500]);
  });

  it("serialises concurrent observations of one change into one history row", async () => {
    const product = await createProduct();
    const offer = await createOffer({ productId: product.id, price: 10_000, inStock: true });
    await Promise.all([1, 2, 3].map(() => recordOfferObservation({ offerId: offer.id, price: 8_800, inStock: true })));
    expect((await historyOf(offer.id)).map((h) => h.price)).toEqual([8_800]);
  });

  it("applies a shop's free-shipping threshold per offer fee override", async () => {
    const product = await createProduct({ volumeMl: 60 });
    const shop = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: 30_000 });
    const offer = await createOffer({ productId: product.id, sellerSiteId: shop.id });
    await recordOfferObservation({ offerId: offer.id, price: 29_000, inStock: true, shippingFee: 2_000 });
    expect((await productRow(product.id)).lowestTotalPrice).toBe(31_000);
    await recordOfferObservation({ offerId: offer.id, price: 30_000, inStock: true });
    expect((await productRow(product.id)).lowestTotalPrice).toBe(30_000);
  });

  it("refuses a price of zero", async () => {
    const product = await createProduct();
    const offer = await createOffer({ productId: product.id });
    await expect(recordOfferObservation({ offerId: offer.id, price: 0, inStock: true })).rejects.toThrow();
  });
});
