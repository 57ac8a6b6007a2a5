import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompareTable } from "./compare-table";
import type { ProductSummary } from "./list-product-summaries";

const product: ProductSummary = {
  id: 1,
  name: "레몬 타르트",
  manufacturerName: "디저트팩토리",
  inhalation: "MTL",
  nicotineForm: "salt",
  nicotineMg: 0,
  volumeMl: 30,
  imageUrl: null,
  flavorTags: [],
  lowestPrice: 14_200,
  lowestTotalPrice: 17_100,
  pricePerMl: 570,
  offerCount: 2,
  inStockOfferCount: 2,
  previousLowestPrice: null,
  lowestChangedAt: null,
  low30d: 16_900,
  allTimeLow: 16_900,
  reviewCount: 0,
  ratingAverage: null,
  vgPercent: 50,
  cooling: 0,
  nicotineSource: "synthetic",
  typicalPriceLow: null,
  typicalPriceHigh: null,
};

const cell = (html: string, label: string) =>
  new RegExp(`<th[^>]*>${label.replace(/[()]/g, "\\$&")}</th><td[^>]*>(.*?)</td>`).exec(html)?.[1];

// Finding 3: the compare table called the shop price 최저가, which the site's headline uses for the all-in price.
describe("the compare table's words", () => {
  const html = renderToStaticMarkup(createElement(CompareTable, { products: [product], removeHref: () => "/compare" }));
  it("gives 최저가 for the all-in figure only and names the shop price 상품가", () => {
    expect(cell(html, "최저가 (배송비 포함)")).toContain("17,100원");
    expect(cell(html, "상품가 최저")).toContain("14,200원");
    expect(html).not.toMatch(/>최저가</);
  });
});
