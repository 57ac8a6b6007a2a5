import { describe, expect, it } from "vitest";
import { checkPricePlausibility, checkPriceSanity } from "./price-sanity";

describe("checkPriceSanity", () => {
  it("passes prices within the share of the median, and any positive price without a median", () => {
    expect(checkPriceSanity({ price: 15_000, medianPrice: 10_000, share: 0.5 })).toEqual({ ok: true });
    expect(checkPriceSanity({ price: 5_000, medianPrice: 10_000, share: 0.5 })).toEqual({ ok: true });
    expect(checkPriceSanity({ price: 1_000_000, medianPrice: null, share: 0.5 })).toEqual({ ok: true });
  });

  it("holds prices further away, saying how far and which way, in Korean", () => {
    const low = checkPriceSanity({ price: 2_900, medianPrice: 12_900, share: 0.5 });
    expect(low).toEqual({ ok: false, reason: expect.stringContaining("12,900원보다 78% 낮아") });
    const high = checkPriceSanity({ price: 19_500, medianPrice: 12_900, share: 0.5 });
    expect(high.ok).toBe(false);
    expect(checkPriceSanity({ price: 19_500, medianPrice: 12_900, share: 0.6 }).ok).toBe(true);
  });

  it("never publishes a price of zero or below", () => {
    expect(checkPriceSanity({ price: 0, medianPrice: null, share: 0.5 }).ok).toBe(false);
    expect(checkPriceSanity({ price: -100, medianPrice: 100, share: 5 }).ok).toBe(false);
  });
});

describe("checkPricePlausibility", () => {
  const bounds = { minWon: 1_000, maxWon: 300_000 };
  it("never publishes a bottle price outside the bounds, saying why", () => {
    expect(checkPricePlausibility({ price: 12_900, bounds })).toEqual({ ok: true });
    expect(checkPricePlausibility({ price: 0, bounds })).toMatchObject({ ok: false, reason: expect.stringContaining("0원 이하") });
    expect(checkPricePlausibility({ price: -500, bounds }).ok).toBe(false);
    expect(checkPricePlausibility({ price: 990, bounds })).toMatchObject({ ok: false, reason: expect.stringContaining("너무 낮아") });
    expect(checkPricePlausibility({ price: 300_001, bounds })).toMatchObject({ ok: false, reason: expect.stringContaining("너무 높아") });
    expect(checkPricePlausibility({ price: 500, bounds: { minWon: 100, maxWon: 1_000 } })).toEqual({ ok: true });
  });
});
