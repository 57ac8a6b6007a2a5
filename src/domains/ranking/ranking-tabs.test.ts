import { describe, expect, it } from "vitest";
import { boardOf, parseRankingView, rankingHref } from "./ranking-tabs";

describe("ranking views", () => {
  it("read the query, falling back to 인기 · 전체 · 7일 for anything unknown", () => {
    expect(parseRankingView({})).toEqual({ tab: "popular", type: "all", days: 7 });
    expect(parseRankingView({ tab: "popular", type: "DL", days: "30" })).toEqual({ tab: "popular", type: "DL", days: 30 });
    expect(parseRankingView({ tab: "nope", type: "x", days: "9" })).toEqual({ tab: "popular", type: "all", days: 7 });
    expect(boardOf(parseRankingView({ type: "MTL", days: "30" }))).toBe("popular:MTL:30");
    expect(boardOf(parseRankingView({ tab: "shop" }))).toBe("shop");
  });

  it("link to a view with the defaults left out", () => {
    expect(rankingHref({ tab: "popular", type: "all", days: 7 })).toBe("/ranking");
    expect(rankingHref({ tab: "popular", type: "MTL", days: 30 })).toBe("/ranking?type=MTL&days=30");
    expect(rankingHref({ tab: "search" })).toBe("/ranking?tab=search");
  });
});
