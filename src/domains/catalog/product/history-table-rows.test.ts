import { describe, expect, it } from "vitest";
import { historyTableRows } from "./history-table-rows";

const history = {
  days: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"],
  lowest: [10_000, 10_000, 10_000, 9_000, null, null],
  lowestTotal: [13_000, 13_000, 13_000, 12_000, null, null],
  sites: [
    { id: 1, name: "가게A", lows: [10_000, 10_000, 11_000, 11_000, null, null], lowsTotal: [13_000, 13_000, 14_000, 14_000, null, null] },
    { id: 2, name: "가게B", lows: [12_000, 10_000, 10_000, 9_000, null, null], lowsTotal: [15_000, 13_000, 13_000, 12_000, null, null] },
  ],
};

describe("historyTableRows", () => {
  it("keeps the days where the lowest price or its shops changed, plus the last, newest first", () => {
    expect(historyTableRows(history, "shop")).toEqual([
      { day: "2026-11-06", lowest: null, shops: [] },
      { day: "2026-11-05", lowest: null, shops: [] },
      { day: "2026-11-04", lowest: 9_000, shops: ["가게B"] },
      { day: "2026-11-03", lowest: 10_000, shops: ["가게B"] },
      { day: "2026-11-02", lowest: 10_000, shops: ["가게A", "가게B"] },
      { day: "2026-11-01", lowest: 10_000, shops: ["가게A"] },
    ]);
  });

  // Finding 3: the table gave the shop price (and its shop) under a headline that is all-in.
  it("on the headline's basis (배송비 포함) names the shop with the lowest all-in price, not the lowest shop price", () => {
    const allIn = {
      ...history,
      days: ["2026-11-01"],
      lowest: [14_200],
      lowestTotal: [17_100],
      sites: [
        { id: 1, name: "쥬스박스", lows: [14_200], lowsTotal: [17_200] },
        { id: 2, name: "액상나라", lows: [14_600], lowsTotal: [17_100] },
      ],
    };
    expect(historyTableRows(allIn, "total")).toEqual([{ day: "2026-11-01", lowest: 17_100, shops: ["액상나라"] }]);
    expect(historyTableRows(allIn, "shop")).toEqual([{ day: "2026-11-01", lowest: 14_200, shops: ["쥬스박스"] }]);
  });
});
