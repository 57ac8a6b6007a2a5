import { describe, expect, it } from "vitest";
import { describeSavedSearch, parseSavedSearchPath, savedSearchHref } from "./saved-search-path";

describe("parseSavedSearchPath", () => {
  it("reads a listing's filters with the listing's parser and drops sort and page", () => {
    const parsed = parseSavedSearchPath("/mouth-inhalation?vg=50&vol=30&sort=price&page=3");
    expect(parsed?.path).toBe("/mouth-inhalation?vg=50&vol=30");
    expect(parsed && describeSavedSearch({ target: parsed.target, maxPrice: 15000 })).toBe("입호흡 · VG 50% · 30ml · 15,000원 이하");
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
      "/mouth-inhalation?vg=abc",
      "/lung-inhalation?cool=9",
      "/search",
      "/search?q=%20",
    ]) {
      expect(parseSavedSearchPath(bad), bad).toBeNull();
    }
  });
});

describe("savedSearchHref", () => {
  it("opens a listing with the saved price limit as its 최대 가격 filter", () => {
    expect(savedSearchHref({ path: "/mouth-inhalation?vol=60&form=salt", maxPrice: 30000 })).toBe(
      "/mouth-inhalation?form=salt&vol=60&max=30000",
    );
    expect(savedSearchHref({ path: "/lung-inhalation?max=20000", maxPrice: 30000 })).toBe("/lung-inhalation?max=20000");
    expect(savedSearchHref({ path: "/lung-inhalation?max=40000", maxPrice: 30000 })).toBe("/lung-inhalation?max=30000");
  });

  it("leaves a search, or a search without a limit, as it was saved", () => {
    expect(savedSearchHref({ path: "/search?q=%EB%A0%88%EB%AA%AC", maxPrice: 30000 })).toBe("/search?q=%EB%A0%88%EB%AA%AC");
    expect(savedSearchHref({ path: "/mouth-inhalation?vol=60", maxPrice: null })).toBe("/mouth-inhalation?vol=60");
  });
});
