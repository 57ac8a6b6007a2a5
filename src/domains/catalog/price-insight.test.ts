import { describe, expect, it } from "vitest";
import { belowTypicalPercent, decidePriceInsight, priceInsightLine } from "./price-insight";

/** `n` days, the i-th costing `price(i)`. */
const days = (n: number, price: (i: number) => number | null) => Array.from({ length: n }, (_, i) => price(i));

describe("price insight rule", () => {
  it("says nothing with fewer than 30 days that had a price, however many days the window holds", () => {
    expect(decidePriceInsight({ dailyLows: days(29, () => 15_000), today: 9_000 })).toBeNull();
    // 90 days, but only 29 of them with a price (sold out or stale the rest).
    expect(decidePriceInsight({ dailyLows: days(90, (i) => (i < 29 ? 15_000 : null)), today: 9_000 })).toBeNull();
    expect(decidePriceInsight({ dailyLows: [], today: 9_000 })).toBeNull();
    expect(decidePriceInsight({ dailyLows: days(30, () => 15_000), today: 9_000 })).toEqual({ low: 15_000, high: 15_000, label: "low" });
  });

  it("takes the 25th–75th percentile of the daily lows, rounded to 100원", () => {
    // 10,000 … 14,000 in equal steps over 41 days: p25 = 11,000, p75 = 13,000.
    const ramp = days(41, (i) => 10_000 + i * 100);
    expect(decidePriceInsight({ dailyLows: ramp, today: 12_000 })).toEqual({ low: 11_000, high: 13_000, label: "typical" });
    // Interpolated and rounded: 40 days 10,030 … 13,930 → p25 11,005 → 11,000; p75 12,955 → 13,000; 50원 rounds up.
    const odd = days(40, (i) => 10_030 + i * 100);
    expect(decidePriceInsight({ dailyLows: odd, today: 12_000 })).toMatchObject({ low: 11_000, high: 13_000 });
    const half = days(41, (i) => 10_050 + i * 100);
    expect(decidePriceInsight({ dailyLows: half, today: 12_000 })).toMatchObject({ low: 11_100, high: 13_100 });
    // Order does not matter: the days are sorted first.
    expect(decidePriceInsight({ dailyLows: [...ramp].reverse(), today: 12_000 })).toMatchObject({ low: 11_000, high: 13_000 });
  });

  it("puts a price exactly on either end in the range, and one won outside it out", () => {
    const ramp = days(41, (i) => 10_000 + i * 100);
    expect(decidePriceInsight({ dailyLows: ramp, today: 11_000 })?.label).toBe("typical");
    expect(decidePriceInsight({ dailyLows: ramp, today: 13_000 })?.label).toBe("typical");
    expect(decidePriceInsight({ dailyLows: ramp, today: 10_999 })?.label).toBe("low");
    expect(decidePriceInsight({ dailyLows: ramp, today: 13_001 })?.label).toBe("high");
  });

  it("gives a flat price a one-point range: the same price is typical, any other is low or high", () => {
    const flat = days(90, () => 15_000);
    expect(decidePriceInsight({ dailyLows: flat, today: 15_000 })).toEqual({ low: 15_000, high: 15_000, label: "typical" });
    expect(decidePriceInsight({ dailyLows: flat, today: 14_900 })?.label).toBe("low");
    expect(decidePriceInsight({ dailyLows: flat, today: 15_100 })?.label).toBe("high");
  });

  it("keeps the range but no label when nothing is buyable now", () => {
    expect(decidePriceInsight({ dailyLows: days(30, () => 15_000), today: null })).toEqual({ low: 15_000, high: 15_000, label: null });
  });

  it("writes the page line and the deals page's percentage", () => {
    expect(priceInsightLine({ low: 14_000, high: 15_500, label: "low" })).toBe("지금 가격: 평소보다 낮음 · 평소 14,000~15,500원 (90일)");
    expect(priceInsightLine({ low: 15_000, high: 15_000, label: "typical" })).toBe("지금 가격: 평소 가격 · 평소 15,000원 (90일)");
    expect(priceInsightLine({ low: 15_000, high: 15_000, label: null })).toBeNull();
    expect(belowTypicalPercent(12_600, 14_000)).toBe(10);
    expect(belowTypicalPercent(13_990, 14_000)).toBe(1);
  });
});
