import { describe, expect, it } from "vitest";
import type { ProductDetail } from "./get-product-detail";
import { recentDropPercent } from "./price-badges";
import { productJsonLd } from "./product-json-ld";

const offer = (price: number | null, inStock: boolean) => ({
  id: 1,
  siteName: "샵",
  sellerTitle: null,
  price,
  listPrice: null,
  shipping: 0,
  freeShippingThreshold: null,
  total: price,
  perMl: null,
  inStock,
  stale: false,
  lastCrawledAt: null,
});

describe("productJsonLd", () => {
  const product = { name: "쿨 망고", manufacturerName: "바이스랩", description: "설명" } as ProductDetail["product"];
  it("aggregates the in-stock offers in KRW", () => {
    const ld = productJsonLd(
      { product, offers: [offer(12_000, true), offer(9_000, false), offer(15_000, true), offer(null, false)] },
      "https://x/products/1",
    );
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "쿨 망고",
      brand: { name: "바이스랩" },
      offers: { "@type": "AggregateOffer", priceCurrency: "KRW", lowPrice: 12_000, highPrice: 15_000, offerCount: 3 },
    });
  });
  it("falls back to sold-out prices, and leaves offers out without any price", () => {
    expect(productJsonLd({ product, offers: [offer(9_000, false)] }, "u")).toMatchObject({
      offers: { lowPrice: 9_000, availability: "https://schema.org/OutOfStock" },
    });
    expect(productJsonLd({ product, offers: [] }, "u")).not.toHaveProperty("offers");
  });
});

describe("recentDropPercent", () => {
  const now = new Date("2026-11-22T00:00:00Z");
  it("shows a drop from the last week in whole percent", () => {
    expect(
      recentDropPercent(
        {
          lowestTotalPrice: 9_000,
          previousLowestPrice: 10_000,
          lowestChangedAt: new Date("2026-11-20T00:00:00Z"),
          low30d: null,
          allTimeLow: null,
        },
        now,
      ),
    ).toBe(10);
  });
  it("ignores rises and old drops", () => {
    expect(
      recentDropPercent(
        { lowestTotalPrice: 11_000, previousLowestPrice: 10_000, lowestChangedAt: now, low30d: null, allTimeLow: null },
        now,
      ),
    ).toBeNull();
    expect(
      recentDropPercent(
        {
          lowestTotalPrice: 9_000,
          previousLowestPrice: 10_000,
          lowestChangedAt: new Date("2026-11-01T00:00:00Z"),
          low30d: null,
          allTimeLow: null,
        },
        now,
      ),
    ).toBeNull();
  });
});
