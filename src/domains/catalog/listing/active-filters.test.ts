import { describe, expect, it } from "vitest";
import { listActiveFilters } from "./active-filters";
import { DEFAULT_LISTING_PARAMS, listingQueryString } from "./listing-params";

const facets = { maker: [{ value: "vice-lab", label: "바이스랩", count: 3 }] };

describe("listActiveFilters", () => {
  it("lists each filter that is on with a link state that drops only it, back on page 1", () => {
    const params = {
      ...DEFAULT_LISTING_PARAMS,
      tags: ["과일", "베리"],
      cooling: [3],
      makers: ["vice-lab"],
      minPrice: 5000,
      sort: "price" as const,
      page: 4,
    };
    const filters = listActiveFilters({ params, facets });
    expect(filters.map((f) => f.label)).toEqual(["과일", "베리", "강한 쿨링", "5,000원 이상", "바이스랩"]);
    expect(listingQueryString(filters[0]!.without)).toBe("?maker=vice-lab&tag=%EB%B2%A0%EB%A6%AC&cool=3&min=5000&sort=price");
    expect(filters.every((f) => f.without.page === 1)).toBe(true);
  });

  it("lists nothing for an unfiltered listing, whatever its sort and page", () => {
    expect(listActiveFilters({ params: { ...DEFAULT_LISTING_PARAMS, sort: "newest", page: 2 }, facets })).toEqual([]);
  });
});
