import { describe, expect, it } from "vitest";
import { usualCrawlInterval } from "./usual-crawl-interval";

const site = (crawlIntervalMinutes: number, enabled = true) => ({ crawlIntervalMinutes, enabled });

// Finding 9: an onboarded shop got the 6-hour default without being asked.
describe("the interval an onboarded shop is offered", () => {
  it("is the one most enabled shops have, the shorter on a tie", () => {
    expect(usualCrawlInterval([site(30), site(60), site(30), site(360, false), site(360, false), site(360, false)], 360)).toBe(30);
    expect(usualCrawlInterval([site(60), site(30)], 360)).toBe(30);
  });
  it("falls back to 기본 크롤링 주기 without shops", () => {
    expect(usualCrawlInterval([site(30, false)], 360)).toBe(360);
  });
});
