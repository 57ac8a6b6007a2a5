import { describe, expect, it } from "vitest";
import { cleanReferrer, parseTrackedPath } from "./tracked-path";

describe("parseTrackedPath", () => {
  it("keeps the pathname of a public page and reads a product page's id", () => {
    expect(parseTrackedPath("/mouth-inhalation?sort=drop#top")).toEqual({ path: "/mouth-inhalation", productId: null });
    expect(parseTrackedPath("/products/42")).toEqual({ path: "/products/42", productId: 42 });
    expect(parseTrackedPath("/ranking")).toEqual({ path: "/ranking", productId: null });
  });

  it("refuses admin routes, APIs, Next's files and what is not a path", () => {
    for (const raw of [
      "/admin",
      "/admin/products",
      "/api/analytics/page-view",
      "/_next/static/x.js",
      "https://evil.example/",
      "//evil",
      "x",
    ])
      expect(parseTrackedPath(raw), raw).toBeNull();
    expect(parseTrackedPath("/administrator")).toEqual({ path: "/administrator", productId: null });
  });
});

describe("cleanReferrer", () => {
  it("drops the query and anything that is not http(s)", () => {
    expect(cleanReferrer("https://search.naver.com/search.naver?query=액상")).toBe("https://search.naver.com/search.naver");
    expect(cleanReferrer("javascript:alert(1)")).toBeNull();
    expect(cleanReferrer("")).toBeNull();
  });
});
