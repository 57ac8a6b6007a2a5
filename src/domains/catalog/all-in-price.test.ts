import { describe, expect, it } from "vitest";
import { allInPrice, pricePerMl } from "./all-in-price";

describe("allInPrice", () => {
  it("adds the shop's fee below the free-shipping threshold", () => {
    expect(allInPrice(12_900, { fee: 3_000, freeThreshold: 50_000 })).toBe(15_900);
  });
  it("ships free at and above the threshold", () => {
    expect(allInPrice(50_000, { fee: 3_000, freeThreshold: 50_000 })).toBe(50_000);
    expect(allInPrice(61_000, { fee: 2_500, freeThreshold: 50_000 })).toBe(61_000);
  });
  it("never ships free without a threshold", () => {
    expect(allInPrice(90_000, { fee: 2_500, freeThreshold: null })).toBe(92_500);
  });
});

describe("pricePerMl", () => {
  it("rounds won per millilitre", () => {
    expect(pricePerMl(12_900, 30)).toBe(430);
    expect(pricePerMl(19_900, 60)).toBe(332);
  });
});
