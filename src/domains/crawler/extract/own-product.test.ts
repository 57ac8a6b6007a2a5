import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { pickOwnProduct } from "@/domains/crawler/extract/own-product";
import { indexPage } from "@/domains/crawler/extract/page-index";

const page = (body: string, title = "페이지") => indexPage(load(`<html><head><title>${title}</title></head><body>${body}</body></html>`));

describe("pickOwnProduct", () => {
  it("keeps readings that agree, whatever their names", () => {
    const index = page("<h1>A</h1>");
    const readings = [
      { price: 100, title: "A", source: null },
      { price: 100, title: "B", source: null },
    ];
    expect(pickOwnProduct(readings, index)).toBe(readings[0]);
  });

  it("drops a product placed in a related block, then picks the one named as the page", () => {
    const index = page('<main><h1>망고 솔트 30ml</h1></main><aside id="side"></aside>', "망고 솔트 30ml - 상점");
    const aside = index.byId.get("side")!;
    const own = { price: 12000, title: "망고 솔트 30ml", source: null };
    expect(pickOwnProduct([{ price: 9000, title: "망고 솔트 30ml", source: aside }, own], index)).toBe(own);
    expect(pickOwnProduct([{ price: 9000, title: "포도 솔트", source: null }, own], index)).toBe(own);
  });

  it("refuses when no product, or two at different prices, carry the page's name", () => {
    const index = page("<h1>기획전</h1>");
    expect(
      pickOwnProduct(
        [
          { price: 1, title: "A", source: null },
          { price: 2, title: "B", source: null },
        ],
        index,
      ),
    ).toBeNull();
    const named = page("<h1>A</h1>");
    expect(
      pickOwnProduct(
        [
          { price: 1, title: "A", source: null },
          { price: 2, title: "A", source: null },
        ],
        named,
      ),
    ).toBeNull();
  });
});
