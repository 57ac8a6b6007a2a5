import { describe, expect, it } from "vitest";
import { sortOffers } from "./offer-order";

const offer = (siteName: string, price: number | null, total: number | null, inStock = true, stale = false) => ({
  siteName,
  price,
  total,
  inStock,
  stale,
});

describe("sortOffers", () => {
  const offers = [
    offer("가", 12_000, 15_000),
    offer("나", 13_000, 13_000),
    offer("다", 9_000, 12_000, false),
    offer("라", null, null, false),
    offer("마", 12_500, 15_500),
    offer("바", 8_000, 8_000, true, true),
  ];
  it("puts the cheapest fresh in-stock offer first, then stale, sold-out and unpriced", () => {
    expect(sortOffers(offers, "price").map((o) => o.siteName)).toEqual(["가", "마", "나", "바", "다", "라"]);
  });
  it("orders by all-in price when asked", () => {
    expect(sortOffers(offers, "total").map((o) => o.siteName)).toEqual(["나", "가", "마", "바", "다", "라"]);
  });
});
