import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TileData } from "./tile-wire";
import { TileList } from "./product-tile";

const tile = (id: number, total: number, shop: number): TileData => ({
  id,
  name: `액상 ${id}`,
  maker: "메이커",
  line: "입호흡 · 솔트 6mg",
  ml: 30,
  total,
  shop,
  shops: 2,
});
const otherBasis = (html: string, id: number) =>
  /<p class="tile-note tile-other-basis">(.*?)<\/p>/.exec(html.split(`/products/${id}"`)[1] ?? "")?.[1] ?? "";

describe("a tile's line under its price", () => {
  const html = renderToStaticMarkup(createElement(TileList, { tiles: [tile(1, 15_000, 12_000), tile(2, 25_900, 25_900)], compact: false }));

  it("gives the other basis's price when the shipping fee makes them differ", () => {
    expect(otherBasis(html, 1)).toBe(
      '<span class="basis-total">상품가 12,000원</span><span class="basis-shop">배송비 포함 15,000원</span>',
    );
  });

  it("says 무료배송 instead of repeating the same price when the cheapest ships free", () => {
    expect(otherBasis(html, 2)).toBe("무료배송");
  });

  it("has no such line while no price was observed (never 상품가 0원, never 무료배송)", () => {
    const unpriced: TileData = { id: 3, name: "액상 3", maker: "메이커", line: "입호흡 · 솔트 6mg", ml: 30, shops: 1 };
    expect(renderToStaticMarkup(createElement(TileList, { tiles: [unpriced], compact: false }))).not.toContain("tile-other-basis");
  });
});
