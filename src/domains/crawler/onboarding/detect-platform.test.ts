import { describe, expect, it } from "vitest";
import { loadCorpus } from "@tests/fixtures/pages/corpus";
import { pickPlatform, platformSignals } from "./detect-platform";

const detect = (html: string, url = "https://shop.example/") => pickPlatform(platformSignals({ html, url }))?.platform ?? null;

describe("platform detection", () => {
  it("names the platform of every saved product page built on one (file name = platform)", () => {
    const platformOf = (file: string) => /^(cafe24|godomall|makeshop|imweb)/.exec(file)?.[1];
    const pages = loadCorpus().filter((page) => platformOf(page.file));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const page of pages) expect([page.file, detect(page.html, page.url)]).toEqual([page.file, platformOf(page.file)]);
  });

  it("calls a page with JSON-LD only a JSON-LD shop, but a platform's markup wins over the JSON-LD it also prints", () => {
    const jsonLd = '<script type="application/ld+json">{"@type": "Product", "name": "망고", "offers": {"price": 12900}}</script>';
    expect(detect(`<html><head>${jsonLd}</head><body><h1>망고</h1></body></html>`)).toBe("jsonld");
    const cafe24 = `<html><head>${jsonLd}</head><body><div class="xans-element- xans-product xans-product-detail"><span id="span_product_price_text">12,900원</span></div></body></html>`;
    expect(detect(cafe24, "https://shop.example/product/detail.html?product_no=1")).toBe("cafe24");
  });

  it("reads a shop's home page by its assets and links when no product is on it", () => {
    expect(
      detect('<link rel="stylesheet" href="//img.echosting.cafe24.com/skin/base.css"><a href="/product/list.html?cate_no=24">입호흡</a>'),
    ).toBe("cafe24");
    expect(detect('<a href="/goods/goods_list.php?cateCd=001">입호흡</a><a href="/goods/goods_list.php?cateCd=002">폐호흡</a>')).toBe(
      "godomall",
    );
    expect(detect('<img src="https://image.makeshop.co.kr/x/logo.gif"><a href="/shop/shopbrand.html?xcode=001&type=X">액상</a>')).toBe(
      "makeshop",
    );
    expect(detect('<script src="https://vendor-cdn.imweb.me/js/site.js"></script><a href="/shop_view/?idx=12">망고</a>')).toBe("imweb");
  });

  it("says nothing when the markup says nothing", () => {
    expect(detect("<html><body><h1>환영합니다</h1><a href='/about'>회사 소개</a></body></html>")).toBeNull();
    expect(pickPlatform([])).toBeNull();
  });

  it("keeps each piece of evidence once", () => {
    const page = '<a href="/product/list.html?cate_no=1">a</a><a href="/product/list.html?cate_no=2">b</a>';
    expect(
      pickPlatform([
        ...platformSignals({ html: page, url: "https://a.example/" }),
        ...platformSignals({ html: page, url: "https://a.example/x" }),
      ]),
    ).toEqual({
      platform: "cafe24",
      evidence: ["카페24 상품·목록 주소"],
    });
  });
});
