import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { isSoldOutText, parseAvailability } from "@/domains/crawler/extract/availability";
import { indexPage } from "@/domains/crawler/extract/page-index";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";

describe("parseAvailability", () => {
  it.each<[unknown, boolean | null]>([
    ["https://schema.org/InStock", true],
    ["http://schema.org/OutOfStock", false],
    ["schema:SoldOut", false],
    ["InStock", true],
    ["in stock", true],
    ["out of stock", false],
    ["oos", false],
    ["PreOrder", true],
    ["Discontinued", false],
    ["maybe", null],
    [undefined, null],
    [3, null],
  ])("%j → %j", (value, expected) => {
    expect(parseAvailability(value)).toBe(expected);
  });
});

describe("isSoldOutText", () => {
  it.each(["품절", "일시품절", "일시 품절", "SOLD OUT", "Sold-Out", "soldout", "[품절]", "재고 없음", "구매 불가"])(
    "%j is sold out",
    (text) => {
      expect(isSoldOutText(text)).toBe(true);
    },
  );
  it.each(["품절 상품", "품절 임박!", "구매하기", "재입고 알림", ""])("%j is not", (text) => {
    expect(isSoldOutText(text)).toBe(false);
  });
});

describe("hasSoldOutMarker", () => {
  const scan = (html: string) => hasSoldOutMarker(indexPage(load(html)));

  it("sees visible sold-out buttons, badges and images", () => {
    expect(scan('<button class="btn">품절</button>')).toBe(true);
    expect(scan('<input type="button" value="SOLD OUT">')).toBe(true);
    expect(scan('<img src="/img/icon_soldout.gif" alt="">')).toBe(true);
    expect(scan('<span class="icon_soldout"></span>')).toBe(true);
  });

  it("ignores hidden markers, other products' badges and page chrome", () => {
    expect(scan('<span class="btn displaynone">SOLD OUT</span><a class="btn">구매하기</a>')).toBe(false);
    expect(scan('<button class="btn" style="display: none">품절</button>')).toBe(false);
    expect(scan('<div class="btnArea"><span class="displaynone">SOLD OUT</span></div>')).toBe(false);
    expect(scan('<ul class="prdList"><li><span class="soldout">품절</span></li></ul>')).toBe(false);
    expect(scan('<nav><a href="/soldout" class="btn">품절</a></nav>')).toBe(false);
    expect(scan('<span class="soldout-wrapper">재고 12개</span>')).toBe(false);
  });
});
