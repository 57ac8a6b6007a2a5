import { describe, expect, it } from "vitest";
import { crawlStanding } from "./crawl-standing";

const now = new Date("2026-11-25T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const createdAt = minutesAgo(30 * 24 * 60);

describe("crawlStanding", () => {
  it("is 정상 while every offer was read within two intervals, with how far the oldest is past one", () => {
    expect(
      crawlStanding({
        intervalMinutes: 10,
        oldestTriedAt: minutesAgo(8),
        oldestConfirmedAt: minutesAgo(8),
        lastSuccessAt: minutesAgo(1),
        createdAt,
        now,
      }),
    ).toEqual({
      state: "ok",
      lagMs: 0,
    });
    expect(
      crawlStanding({
        intervalMinutes: 10,
        oldestTriedAt: minutesAgo(20),
        oldestConfirmedAt: minutesAgo(20),
        lastSuccessAt: minutesAgo(1),
        createdAt,
        now,
      }),
    ).toEqual({
      state: "ok",
      lagMs: 10 * 60_000,
    });
  });

  it("is 지연 past two intervals while runs still succeed, 중단 when none did within two intervals", () => {
    const stale = { intervalMinutes: 10, oldestTriedAt: minutesAgo(45), oldestConfirmedAt: minutesAgo(45), createdAt, now };
    expect(crawlStanding({ ...stale, lastSuccessAt: minutesAgo(3) })).toEqual({ state: "late", lagMs: 35 * 60_000 });
    expect(crawlStanding({ ...stale, lastSuccessAt: minutesAgo(21) })).toEqual({ state: "stopped", lagMs: 35 * 60_000 });
    expect(crawlStanding({ ...stale, oldestTriedAt: null, oldestConfirmedAt: null, lastSuccessAt: null })).toEqual({
      state: "stopped",
      lagMs: null,
    });
  });

  it("is 중단 for a shop whose pages are all tried on time but none answers, its lag the age of its oldest confirmed price", () => {
    const failing = { intervalMinutes: 15, oldestTriedAt: minutesAgo(5), oldestConfirmedAt: minutesAgo(24 * 60), createdAt, now };
    expect(crawlStanding({ ...failing, lastSuccessAt: null })).toEqual({ state: "stopped", lagMs: (24 * 60 - 15) * 60_000 });
    expect(crawlStanding({ ...failing, lastSuccessAt: minutesAgo(31) })).toEqual({ state: "stopped", lagMs: (24 * 60 - 15) * 60_000 });
    expect(crawlStanding({ ...failing, lastSuccessAt: minutesAgo(29) }).state).toBe("ok");
  });

  // Finding 9: a shop just onboarded showed 중단 before its first run could end.
  it("is 대기 for a shop added within two intervals whose first run has not succeeded yet, 중단 after", () => {
    const fresh = { intervalMinutes: 30, oldestTriedAt: null, oldestConfirmedAt: null, lastSuccessAt: null, now };
    expect(crawlStanding({ ...fresh, createdAt: minutesAgo(1) })).toEqual({ state: "waiting", lagMs: null });
    expect(crawlStanding({ ...fresh, createdAt: minutesAgo(61) }).state).toBe("stopped");
  });
});
