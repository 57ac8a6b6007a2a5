import { describe, expect, it } from "vitest";
import { emptyCounts, runStatusOf } from "./crawl-records";
import { scoreSuggestion } from "./suggest-products";

describe("runStatusOf", () => {
  const counts = (pages: number, failed: number) => ({ ...emptyCounts(), pages, failed, ok: pages - failed });
  it("is ok without failures, partial with some, failed when every page or the run itself failed", () => {
    expect(runStatusOf(counts(0, 0), { error: null, stopped: false })).toBe("ok");
    expect(runStatusOf(counts(5, 0), { error: null, stopped: false })).toBe("ok");
    expect(runStatusOf(counts(5, 2), { error: null, stopped: false })).toBe("partial");
    expect(runStatusOf(counts(5, 5), { error: null, stopped: false })).toBe("failed");
    expect(runStatusOf(counts(5, 0), { error: "내부 오류", stopped: false })).toBe("failed");
  });

  it("leaves a run stopped for shutdown partial", () => {
    expect(runStatusOf(counts(3, 0), { error: "중단", stopped: true })).toBe("partial");
  });
});

describe("scoreSuggestion", () => {
  const title = { volumeMl: 30, nicotineMg: 9.8 };
  it("raises matching bottle size and strength and lowers mismatches", () => {
    const exact = scoreSuggestion({ similarity: 0.5, title, volumeMl: 30, nicotineMg: 9.8 });
    const otherSize = scoreSuggestion({ similarity: 0.5, title, volumeMl: 60, nicotineMg: 9.8 });
    const otherBoth = scoreSuggestion({ similarity: 0.5, title, volumeMl: 60, nicotineMg: 3 });
    expect(exact).toBe(0.75);
    expect(otherSize).toBeLessThan(exact);
    expect(otherBoth).toBeLessThan(otherSize);
    expect(scoreSuggestion({ similarity: 0.5, title: { volumeMl: null, nicotineMg: null }, volumeMl: 60, nicotineMg: 3 })).toBe(0.5);
  });
});
