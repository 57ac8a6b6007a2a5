import { describe, expect, it } from "vitest";
import type { ProductDetail } from "./get-product-detail";
import { recentDropPercent } from "../price-badge-flags";
import { productJsonLd } from "./product-json-ld";

const offer = (price: number | null, inStock: boolean, stale = false, quantity = 1) => ({
  id: 1,
  siteName: "샵",
  siteSlug: "shop",
  siteVerified: false,
  sellerTitle: null,
  price,
  listPrice: null,
  shipping: 0,
  freeShippingThreshold: null,
  total: price,
  perMl: null,
  inStock,
  stale,
  lastCrawledAt: null,
  quantity,
  benefits: [],
});

describe("productJsonLd", () => {
  const product = { name: "쿨 망고", manufacturerName: "바이스랩", description: "설명" } as ProductDetail["product"];
  it("aggregates the buyable offers in KRW: sold-out and stale offers are left out", () => {
    const ld = productJsonLd(
      { product, offers: [offer(12_000, true), offer(9_000, false), offer(15_000, true), offer(8_000, true, true), offer(null, false)] },
      "https://x/products/1",
    );
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "쿨 망고",
      brand: { name: "바이스랩" },
      offers: { "@type": "AggregateOffer", priceCurrency: "KRW", lowPrice: 12_000, highPrice: 15_000, offerCount: 2 },
    });
    const listed = (ld.offers as { offers: Array<{ price: number; shippingDetails: { shippingRate: { value: number } } }> }).offers;
    expect(listed.map((o) => o.price)).toEqual([12_000, 15_000]);
    expect(listed[0]!.shippingDetails.shippingRate.value).toBe(0);
  });
  it("names the product's own photo at the largest width served, and no image without one", () => {
    const photo = "0123456789abcdef01234567.webp";
    const withPhoto = { ...product, imageUrl: `/media/products/${photo}` };
    expect(productJsonLd({ product: withPhoto, offers: [] }, "https://x/products/1")).toMatchObject({
      image: `https://x/media/products/${photo}?w=640`,
    });
    expect(productJsonLd({ product: { ...product, imageUrl: null }, offers: [] }, "https://x/products/1")).not.toHaveProperty("image");
    const shopPicture = { ...product, imageUrl: "https://shop.example/p.jpg" };
    expect(productJsonLd({ product: shopPicture, offers: [] }, "https://x/products/1")).not.toHaveProperty("image");
  });
  it("leaves offers out when nothing is buyable", () => {
    expect(productJsonLd({ product, offers: [offer(9_000, false), offer(7_000, true, true)] }, "u")).not.toHaveProperty("offers");
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
