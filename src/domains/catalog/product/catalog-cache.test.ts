import { Redis } from "ioredis";
import { expect, it } from "vitest";
import { connectEventBusToRedis } from "@/platform/events/redis-event-transport";
import { createPricedProduct } from "@tests/support/catalog-factories";
import { createManufacturer, createSellerSite } from "@tests/support/factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { getCachedPriceHistory } from "./cached-price-history";
import { countProductFacets } from "../listing/count-product-facets";
import { getProductDetail } from "./get-product-detail";
import { listSimilarProducts } from "./list-similar-products";
import { DEFAULT_LISTING_PARAMS } from "../listing/listing-params";
import { recordOfferObservation } from "../pricing/record-offer-observation";

const history = async (productId: number) => {
  const detail = (await getProductDetail({ id: productId }))!;
  return getCachedPriceHistory({ productId, days: 30, version: detail.historyVersion });
};

/** In-stock count of one maker's products, through the facet cache. */
const inStockCount = async (makerSlug: string) => {
  const facets = await countProductFacets({ inhalation: "MTL", params: { ...DEFAULT_LISTING_PARAMS, makers: [makerSlug], inStock: true } });
  return facets.maker.find((m) => m.value === makerSlug)?.count ?? 0;
};

describeEachDatabase("catalog caches", () => {
  it("serves price history from the cache until an offer's price changes, then at once the new one", async () => {
    const shop = await createSellerSite();
    const { product, offers } = await createPricedProduct({ offers: [{ price: 10_000 }, { price: 12_000, sellerSiteId: shop.id }] });
    const first = await history(product.id);
    expect(await history(product.id)).toBe(first);

    // A cut at the dearer shop: no price event (the lowest stays), but the history has a new row.
    const result = await recordOfferObservation({ offerId: offers[1]!.id, price: 11_000, inStock: true });
    expect(result.events).toEqual([]);
    const after = await history(product.id);
    expect(after.sites.find((s) => s.id === shop.id)!.lows.at(-1)).toBe(11_000);
    expect(after.lowest.at(-1)).toBe(10_000);
  });

  it("shows similar products with their current prices", async () => {
    const tag = `캐시-${crypto.randomUUID().slice(0, 6)}`;
    const { product: base } = await createPricedProduct({ flavorTags: [tag] });
    const { product: neighbour, offers } = await createPricedProduct({ flavorTags: [tag], offers: [{ price: 15_000 }] });
    const detail = (await getProductDetail({ id: base.id }))!;
    expect((await listSimilarProducts({ product: detail.product })).map((p) => [p.id, p.lowestPrice])).toEqual([[neighbour.id, 15_000]]);
    await recordOfferObservation({ offerId: offers[0]!.id, price: 16_000, inStock: true });
    expect((await listSimilarProducts({ product: detail.product })).map((p) => p.lowestPrice)).toEqual([16_000]);
  });

  it("recounts facets after a crawl's price events", async () => {
    const maker = await createManufacturer();
    const { offers } = await createPricedProduct({ manufacturerId: maker.id });
    expect(await inStockCount(maker.slug)).toBe(1);
    const result = await recordOfferObservation({ offerId: offers[0]!.id, price: 10_000, inStock: false });
    expect(result.events.map((e) => e.type)).toEqual(["out_of_stock"]);
    expect(await inStockCount(maker.slug)).toBe(0);
  });

  it.skipIf(!process.env.REDIS_URL)("recounts facets after price events from another process (Redis)", async () => {
    const channel = `test:catalog-cache:${crypto.randomUUID()}`;
    const bridge = await connectEventBusToRedis({ redisUrl: process.env.REDIS_URL!, channel });
    const worker = new Redis(process.env.REDIS_URL!);
    try {
      const maker = await createManufacturer();
      const { offers } = await createPricedProduct({ manufacturerId: maker.id });
      expect(await inStockCount(maker.slug)).toBe(1);
      // What a crawl worker does: record, then publish over Redis (this process only hears it there).
      const result = await recordOfferObservation({ offerId: offers[0]!.id, price: 10_000, inStock: false }, undefined, async () => {});
      await worker.publish(channel, JSON.stringify({ origin: "crawl-worker", event: result.events[0] }));
      await expect.poll(() => inStockCount(maker.slug)).toBe(0);
    } finally {
      worker.disconnect();
      await bridge.close();
    }
  });
});
