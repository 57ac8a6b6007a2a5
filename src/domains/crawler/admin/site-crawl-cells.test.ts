import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteCrawlState } from "./site-crawl-cells";

const health = (failuresInARow: number) => ({
  lastRunAt: new Date("2026-11-26T03:00:00Z"),
  lastStatus: "failed",
  successRate: 0,
  robotsBlocked: 0,
  failuresInARow,
});
const standing = { state: "stopped" as const, lagMs: null };
const render = (failures: number, enabled = true) =>
  renderToStaticMarkup(createElement(SiteCrawlState, { enabled, standing, health: health(failures), intervalMinutes: 10 }));

describe("SiteCrawlState", () => {
  it("says how many runs in a row failed and when a backed-off shop is next tried, in Seoul time", () => {
    expect(render(3)).toContain("3회 연속 실패 · 다음 확인 26. 11. 26. 12:20");
  });

  it("says nothing of a retry after a single failed run, or for a shop whose crawling is off", () => {
    expect(render(1)).not.toContain("crawl-retry-at");
    expect(render(3, false)).not.toContain("crawl-retry-at");
  });
});
