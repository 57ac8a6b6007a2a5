import { describe, expect, it } from "vitest";
import { crawlStanding } from "./crawl-standing";

const now = new Date("2026-11-25T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("crawlStanding", () => {
  it("is 정상 while every offer was read within two intervals, with how far the oldest is past one", () => {
    expect(crawlStanding({ intervalMinutes: 10, oldestReadAt: minutesAgo(8), lastSuccessAt: minutesAgo(1), now })).toEqual({
      state: "ok",
      lagMs: 0,
    });
    expect(crawlStanding({ intervalMinutes: 10, oldestReadAt: minutesAgo(20), lastSuccessAt: minutesAgo(1), now })).toEqual({
      state: "ok",
      lagMs: 10 * 60_000,
    });
  });

  it("is 지연 past two intervals while runs still succeed, 중단 when none did within two intervals", () => {
    const stale = { intervalMinutes: 10, oldestReadAt: minutesAgo(45), now };
    expect(crawlStanding({ ...stale, lastSuccessAt: minutesAgo(3) })).toEqual({ state: "late", lagMs: 35 * 60_000 });
    expect(crawlStanding({ ...stale, lastSuccessAt: minutesAgo(21) })).toEqual({ state: "stopped", lagMs: 35 * 60_000 });
    expect(crawlStanding({ ...stale, oldestReadAt: null, lastSuccessAt: null })).toEqual({ state: "stopped", lagMs: null });
  });
});
