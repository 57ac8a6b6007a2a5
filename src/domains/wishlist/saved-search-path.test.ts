import { describe, expect, it } from "vitest";
import { describeSavedSearch, parseSavedSearchPath } from "./saved-search-path";

describe("parseSavedSearchPath", () => {
  it("reads a listing's filters with the listing's parser and drops sort and page", () => {
    const parsed = parseSavedSearchPath("/mouth-inhalation?mg=9.8&vol=30&sort=price&page=3");
    expect(parsed?.path).toBe("/mouth-inhalation?mg=9.8&vol=30");
    expect(parsed && describeSavedSearch({ target: parsed.target, maxPrice: 15000 })).toBe("입호흡 · 9.8mg · 30ml · 15,000원 이하");
  });

  it("keeps a search query", () => {
    const parsed = parseSavedSearchPath("/search?q=%EB%A0%88%EB%AA%AC");
    expect(parsed?.target).toEqual({ kind: "search", q: "레몬" });
    expect(describeSavedSearch({ target: parsed!.target, maxPrice: null })).toBe("‘레몬’ 검색");
  });

  it("refuses other pages, malformed filters and empty searches", () => {
    for (const bad of [
      "/admin",
      "https://evil.example/mouth-inhalation",
      "//evil.example/x",
      "/mouth-inhalation?mg=abc",
      "/lung-inhalation?cool=9",
      "/search",
      "/search?q=%20",
    ]) {
      expect(parseSavedSearchPath(bad), bad).toBeNull();
    }
  });
});
