import { describe, expect, it } from "vitest";
import { DEFAULT_LISTING_PARAMS, hasListingFilters, listingQueryString, parseListingParams } from "./listing-params";

describe("parseListingParams", () => {
  it("reads repeated filters, price range, stock, sort and page", () => {
    const params = parseListingParams({
      maker: ["vice-lab", "salt-king"],
      tag: "과일",
      cool: ["0", "3"],
      form: "salt",
      vg: ["50", "70"],
      vol: "30",
      min: "5000",
      max: "20000",
      stock: "1",
      sort: "price",
      page: "3",
      view: "list",
    });
    expect(params).toEqual({
      makers: ["vice-lab", "salt-king"],
      tags: ["과일"],
      cooling: [0, 3],
      forms: ["salt"],
      vg: [50, 70],
      volumes: [30],
      minPrice: 5000,
      maxPrice: 20000,
      inStock: true,
      sort: "price",
      page: 3,
      view: "list",
    });
  });

  it("falls back to defaults for malformed values instead of failing", () => {
    const params = parseListingParams({
      maker: "<script>",
      cool: ["9", "x", "2"],
      form: "gas",
      vg: "abc",
      vol: "-30",
      min: "lots",
      sort: "evil",
      page: "0",
      stock: "yes",
      view: "table",
    });
    expect(params).toEqual({ ...DEFAULT_LISTING_PARAMS, cooling: [2] });
  });

  it("treats blank fields from the filter form as not set", () => {
    expect(parseListingParams({ min: "", max: "", tag: "" })).toEqual(DEFAULT_LISTING_PARAMS);
  });

  it("swaps a reversed price range", () => {
    const params = parseListingParams({ min: "30000", max: "10000" });
    expect([params.minPrice, params.maxPrice]).toEqual([10000, 30000]);
  });
});

describe("listingQueryString", () => {
  it("round-trips a state and leaves out defaults", () => {
    const raw = { maker: ["vice-lab"], tag: ["과일", "베리"], vol: "60", stock: "1", sort: "per_ml", page: "2" };
    const params = parseListingParams(raw);
    const qs = listingQueryString(params);
    const back: Record<string, string[]> = {};
    for (const [key, value] of new URLSearchParams(qs)) (back[key] ??= []).push(value);
    expect(parseListingParams(back)).toEqual(params);
    expect(listingQueryString(DEFAULT_LISTING_PARAMS)).toBe("");
    expect(hasListingFilters(params)).toBe(true);
    expect(hasListingFilters({ ...DEFAULT_LISTING_PARAMS, sort: "price", page: 4 })).toBe(false);
  });
});
