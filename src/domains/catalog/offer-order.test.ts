import { describe, expect, it } from "vitest";
import { sortOffers } from "./offer-order";

const offer = (siteName: string, price: number | null, total: number | null, inStock = true) => ({ siteName, price, total, inStock });

describe("sortOffers", () => {
  const offers = [
    offer("가", 12_000, 15_000),
    offer("나", 13_000, 13_000),
    offer("다", 9_000, 12_000, false),
    offer("라", null, null, false),
    offer("마", 12_500, 15_500),
  ];
  it("puts the cheapest in-stock offer first, sold-out and unpriced last", () => {
    expect(sortOffers(offers, "price").map((o) => o.siteName)).toEqual(["가", "마", "나", "다", "라"]);
  });
  it("orders by all-in price when asked", () => {
    expect(sortOffers(offers, "total").map((o) => o.siteName)).toEqual(["나", "가", "마", "다", "라"]);
  });
});
