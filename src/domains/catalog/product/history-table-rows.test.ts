import { describe, expect, it } from "vitest";
import { historyTableRows } from "./history-table-rows";

describe("historyTableRows", () => {
  it("keeps the days where the lowest price or its shops changed, plus the last, newest first", () => {
    const rows = historyTableRows({
      days: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"],
      lowest: [10_000, 10_000, 10_000, 9_000, null, null],
      lowestTotal: [13_000, 13_000, 13_000, 12_000, null, null],
      sites: [
        { id: 1, name: "가게A", lows: [10_000, 10_000, 11_000, 11_000, null, null] },
        { id: 2, name: "가게B", lows: [12_000, 10_000, 10_000, 9_000, null, null] },
      ],
    });
    expect(rows).toEqual([
      { day: "2026-11-06", lowest: null, shops: [] },
      { day: "2026-11-05", lowest: null, shops: [] },
      { day: "2026-11-04", lowest: 9_000, shops: ["가게B"] },
      { day: "2026-11-03", lowest: 10_000, shops: ["가게B"] },
      { day: "2026-11-02", lowest: 10_000, shops: ["가게A", "가게B"] },
      { day: "2026-11-01", lowest: 10_000, shops: ["가게A"] },
    ]);
  });
});
