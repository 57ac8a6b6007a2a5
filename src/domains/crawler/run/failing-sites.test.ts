import { describe, expect, it } from "vitest";
import { backoffMs, nextProbeAt } from "./failing-sites";

const MINUTE = 60_000;

describe("backoffMs", () => {
  it("waits nothing extra after one failed run, then one interval, doubling with each failure", () => {
    expect([0, 1, 2, 3, 4, 5].map((failures) => backoffMs(10 * MINUTE, failures) / MINUTE)).toEqual([0, 0, 10, 20, 40, 80]);
  });

  it("never waits more than six hours, unless the shop's own interval is longer", () => {
    expect(backoffMs(10 * MINUTE, 20) / MINUTE).toBe(360);
    expect(backoffMs(24 * 60 * MINUTE, 5) / MINUTE).toBe(24 * 60);
  });
});

describe("nextProbeAt", () => {
  const lastRunAt = new Date("2026-11-26T03:00:00Z");
  it("is the last run plus the back-off once a shop failed twice in a row, else none", () => {
    expect(nextProbeAt({ lastRunAt, intervalMinutes: 10, failuresInARow: 1 })).toBeNull();
    expect(nextProbeAt({ lastRunAt, intervalMinutes: 10, failuresInARow: 3 })).toEqual(new Date("2026-11-26T03:20:00Z"));
    expect(nextProbeAt({ lastRunAt: null, intervalMinutes: 10, failuresInARow: 3 })).toBeNull();
  });
});
