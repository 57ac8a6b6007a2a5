import { describe, expect, it } from "vitest";
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs } from "@/domains/crawler/fetch/retry-policy";

describe("backoffDelayMs", () => {
  it("grows exponentially up to the cap, scaled by the jitter draw", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelayMs(attempt, 100, 1000, () => 0.999999))).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelayMs(3, 100, 1000, () => 0)).toBe(0);
    expect(backoffDelayMs(2, 100, 1000, () => 0.5)).toBe(100);
  });

  it("stays within [0, ceiling) for random draws", () => {
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelayMs(3, 100, 10_000);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(400);
    }
  });
});

describe("parseRetryAfterMs", () => {
  const now = Date.parse("2026-04-01T00:00:00Z");
  it.each<[string | string[] | undefined, number | null]>([
    ["120", 120_000],
    ["0", 0],
    [" 3 ", 3000],
    [["2", "9"], 2000],
    ["Wed, 01 Apr 2026 00:00:30 GMT", 30_000],
    ["Tue, 31 Mar 2026 23:00:00 GMT", 0],
    ["soon", null],
    ["-5", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (header, expected) => {
    expect(parseRetryAfterMs(header, now)).toBe(expected);
  });
});

describe("isRetryableStatus", () => {
  it("retries 429 and 5xx only", () => {
    expect([200, 301, 404, 408, 429, 500, 503, 599].filter(isRetryableStatus)).toEqual([429, 500, 503, 599]);
  });
});
