import { describe, expect, it } from "vitest";
import { scorePopularity, shiftDay } from "./popularity-score";

describe("scorePopularity", () => {
  it("weighs clicks and wishlist adds over views and halves a day's weight every 7 days", () => {
    const scores = scorePopularity({
      lastDay: "2026-03-15",
      signals: [
        { productId: 1, day: "2026-03-15", views: 10 },
        { productId: 1, day: "2026-03-08", clicks: 2 },
        { productId: 2, day: "2026-03-01", adds: 4 },
      ],
    });
    expect(scores.get(1)).toBeCloseTo(10 + 0.5 * 6);
    expect(scores.get(2)).toBeCloseTo(0.25 * 20);
  });

  it("shifts Seoul days across months", () => {
    expect(shiftDay("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDay("2026-03-01", -30)).toBe("2026-03-31");
  });
});
