import { describe, expect, it } from "vitest";
import { lowestOfferId, offerAction } from "./offer-row-standing";

const row = (id: number, total: number, stale: boolean, quantity = 1) => ({
  id,
  siteName: `가게${id}`,
  siteSlug: `shop-${id}`,
  siteVerified: false,
  sellerTitle: null,
  price: total - 3000,
  shipping: 3000,
  total,
  inStock: true,
  stale,
  lastCrawledAt: null,
  quantity,
  benefits: [],
});

// Finding 2: a 확인 지연 row wore the same 구매하러 가기 button as the buyable ones, and could wear 최저.
describe("a stale offer row", () => {
  it("links as a check of the shop, not a purchase; sold out has no link", () => {
    expect(offerAction({ inStock: true, stale: false })).toBe("buy");
    expect(offerAction({ inStock: true, stale: true })).toBe("check");
    expect(offerAction({ inStock: false, stale: true })).toBe("sold-out");
  });

  it("never wears 최저, even at the lowest's figure", () => {
    const offers = [row(1, 26_900, true), row(2, 26_900, false)];
    expect(lowestOfferId(offers, 26_900, (o) => o.total)).toBe(2);
    expect(lowestOfferId([row(1, 26_900, true)], 26_900, (o) => o.total)).toBeNull();
  });
});

// SHOPPER-TRUST (sets): a 2병 세트 at the bottle's figure is no bottle's price.
describe("a set offer row", () => {
  it("never wears 최저, even at the lowest's figure", () => {
    expect(lowestOfferId([row(1, 19_800, false, 2), row(2, 19_800, false)], 19_800, (o) => o.total)).toBe(2);
    expect(lowestOfferId([row(1, 19_800, false, 2)], 19_800, (o) => o.total)).toBeNull();
  });
});
