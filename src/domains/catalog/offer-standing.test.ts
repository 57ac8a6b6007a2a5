import { describe, expect, it } from "vitest";
import { allInPrice } from "./all-in-price";
import { sortOffers } from "./product/offer-order";
import { isOfferBuyable, isOfferStale } from "./offer-standing";

const now = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("isOfferStale", () => {
  it("is fresh within two crawl intervals and stale past them", () => {
    expect(isOfferStale({ lastCrawledAt: minutesAgo(120), intervalMinutes: 60, now })).toBe(false);
    expect(isOfferStale({ lastCrawledAt: minutesAgo(121), intervalMinutes: 60, now })).toBe(true);
  });
  it("counts an offer never confirmed as stale", () => {
    expect(isOfferStale({ lastCrawledAt: null, intervalMinutes: 60, now })).toBe(true);
  });
});

describe("the lowest offer", () => {
  // The shopper case: 15,700 + 3,000 loses to 16,400 shipped free; a cheaper sold-out and a stale offer never win.
  const offers = [
    { siteName: "A", price: 15_700, inStock: true, stale: false, fee: 3_000, threshold: 30_000 },
    { siteName: "B", price: 16_400, inStock: true, stale: false, fee: 3_000, threshold: 16_400 },
    { siteName: "C", price: 9_900, inStock: false, stale: false, fee: 0, threshold: null },
    { siteName: "D", price: 10_500, inStock: true, stale: true, fee: 0, threshold: null },
  ].map((o) => ({ ...o, total: allInPrice(o.price, { fee: o.fee, freeThreshold: o.threshold }) }));

  it("is the cheapest all-in, in-stock, fresh offer (free shipping at exactly the threshold)", () => {
    expect(offers.find((o) => o.siteName === "B")!.total).toBe(16_400);
    expect(sortOffers(offers, "total").find(isOfferBuyable)?.siteName).toBe("B");
    expect(sortOffers(offers, "price").find(isOfferBuyable)?.siteName).toBe("A");
  });
  it("is never sold out or stale", () => {
    expect(offers.filter(isOfferBuyable).map((o) => o.siteName)).toEqual(["A", "B"]);
    expect(isOfferBuyable({ inStock: true, price: null, stale: false })).toBe(false);
  });
});
