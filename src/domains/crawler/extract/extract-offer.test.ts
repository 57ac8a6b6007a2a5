import { describe, expect, it } from "vitest";
import { extractOffer } from "@/domains/crawler/extract";

const url = "https://shop.example/product/1";
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const page = (head: string, body = "") => `<!DOCTYPE html><html><head><title>페이지 제목</title>${head}</head><body>${body}</body></html>`;
const product = (offers: unknown, extra: Record<string, unknown> = {}) =>
  jsonLd({ "@context": "https://schema.org", "@type": "Product", name: "몬스터 베리 솔트 30ml", offers, ...extra });

function extracted(html: string, selectors?: Parameters<typeof extractOffer>[0]["selectors"]) {
  const result = extractOffer({ html, url, selectors });
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  return result.extraction;
}

describe("extractOffer", () => {
  it("fails an empty or whitespace page", () => {
    expect(extractOffer({ html: "  \n ", url })).toMatchObject({ ok: false, code: "EMPTY_PAGE" });
  });

  it("reads the price from priceSpecification when the offer has no price", () => {
    const html = page(
      product({ "@type": "Offer", priceSpecification: { "@type": "UnitPriceSpecification", price: "12,900", priceCurrency: "KRW" } }),
    );
    expect(extracted(html)).toMatchObject({ price: 12900, method: "json-ld", title: "몬스터 베리 솔트 30ml" });
  });

  it("treats unnamed offers with different prices as contradictory", () => {
    const html = page(
      product([
        { "@type": "Offer", price: 12900 },
        { "@type": "Offer", price: 13900 },
      ]),
    );
    expect(extractOffer({ html, url })).toMatchObject({ ok: false, code: "CONFLICTING_PRICES" });
  });

  it("accepts unnamed offers that agree", () => {
    const html = page(
      product([
        { "@type": "Offer", price: 12900 },
        { "@type": "Offer", price: "12,900" },
      ]),
    );
    expect(extracted(html).price).toBe(12900);
  });

  it("lets lowPrice settle several prices", () => {
    const html = page(product({ "@type": "AggregateOffer", lowPrice: "9900", highPrice: "19900", priceCurrency: "KRW" }));
    expect(extracted(html).price).toBe(9900);
  });

  it("reads short and full availability values", () => {
    expect(extracted(page(product({ "@type": "Offer", price: 100, availability: "SoldOut" }))).inStock).toBe(false);
    expect(extracted(page(product({ "@type": "Offer", price: 100, availability: "http://schema.org/OutOfStock" }))).inStock).toBe(false);
    expect(extracted(page(product({ "@type": "Offer", price: 100, availability: "https://schema.org/InStock" }))).inStock).toBe(true);
  });

  it("falls back to visible sold-out buttons when structured data says nothing about stock", () => {
    const offer = product({ "@type": "Offer", price: 12900 });
    expect(extracted(page(offer, '<button type="button" class="btn">일시품절</button>')).inStock).toBe(false);
    expect(extracted(page(offer, '<button type="button" class="btn" style="display:none">품절</button>')).inStock).toBe(true);
    expect(extracted(page(offer, '<ul class="related"><li><span class="soldout">SOLD OUT</span></li></ul>')).inStock).toBe(true);
  });

  it("lets the operator's sold-out selector override the page's own availability", () => {
    const html = page(product({ "@type": "Offer", price: 12900, availability: "InStock" }), '<div class="sold-flag">재고 소진</div>');
    expect(extracted(html, { soldOut: ".sold-flag" }).inStock).toBe(false);
  });

  it("uses the operator's price selector when the structured data contradicts itself", () => {
    const html = page(
      product({ "@type": "Offer", price: 12900 }) + product({ "@type": "Offer", price: 15900 }),
      '<p class="now">13,900원</p>',
    );
    expect(extractOffer({ html, url })).toMatchObject({ ok: false, code: "CONFLICTING_PRICES" });
    expect(extracted(html, { price: ".now" })).toMatchObject({ price: 13900, method: "selectors" });
  });

  it("reports contradictory prices at the operator's selector", () => {
    const html = page("", '<p class="p">12,900원</p><p class="p">9,900원</p>');
    expect(extractOffer({ html, url, selectors: { price: ".p" } })).toMatchObject({ ok: false, code: "CONFLICTING_PRICES" });
  });

  it("rejects an invalid operator selector with a reason", () => {
    const result = extractOffer({ html: page("", "<p>1</p>"), url, selectors: { price: "p[[" } });
    expect(result).toMatchObject({ ok: false, code: "INVALID_SELECTOR" });
    if (!result.ok) expect(result.reason).toContain("p[[");
  });

  it("never returns a price of 0 or below", () => {
    expect(extractOffer({ html: page('<meta property="product:price:amount" content="0">'), url })).toMatchObject({
      ok: false,
      code: "BAD_PRICE",
    });
    expect(extractOffer({ html: page(product({ "@type": "Offer", price: "-1000" })), url })).toMatchObject({
      ok: false,
      code: "BAD_PRICE",
    });
  });

  it("ignores a 0 sale price tag and keeps the regular price", () => {
    const html = page('<meta property="product:price:amount" content="12900"><meta property="product:sale_price:amount" content="0">');
    expect(extracted(html)).toMatchObject({ price: 12900, listPrice: null, method: "meta" });
  });

  it("drops a list price that is not above the selling price", () => {
    const html = page('<meta property="product:price:amount" content="10000"><meta property="product:sale_price:amount" content="12000">');
    expect(extracted(html)).toMatchObject({ price: 12000, listPrice: null });
  });

  it("keeps only http(s) image URLs", () => {
    const html = page(product({ "@type": "Offer", price: 100 }, { image: "data:image/png;base64,AAAA" }));
    expect(extracted(html).imageUrl).toBeNull();
  });

  it("prefers og:title, then h1, then <title> when the method gives no title", () => {
    const meta = '<meta property="product:price:amount" content="100">';
    expect(extracted(page(`${meta}<meta property="og:title" content="OG 제목">`, "<h1>H1 제목</h1>")).title).toBe("OG 제목");
    expect(extracted(page(meta, "<h1>H1 제목</h1>")).title).toBe("H1 제목");
    expect(extracted(page(meta)).title).toBe("페이지 제목");
  });

  it("reads microdata prices from text when there is no content attribute", () => {
    const html = page(
      "",
      '<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">쿨 민트</h1><span itemprop="price">₩ 8,900</span></div>',
    );
    expect(extracted(html)).toMatchObject({ price: 8900, title: "쿨 민트", method: "microdata" });
  });

  it("fails two microdata prices for one product", () => {
    const html = page(
      "",
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="price" content="8900"></span><span itemprop="price" content="9900"></span></div>',
    );
    expect(extractOffer({ html, url })).toMatchObject({ ok: false, code: "CONFLICTING_PRICES" });
  });

  it("detects a Godomall page by its URL and reads the displayed price", () => {
    const html = page("", '<div class="item_info_box"><dl class="item_price"><dt>판매가</dt><dd><strong>11,900</strong>원</dd></dl></div>');
    const result = extractOffer({ html, url: "https://mall.example/goods/goods_view.php?goodsNo=1" });
    expect(result).toMatchObject({ ok: true, extraction: { price: 11900, method: "preset:godomall" } });
  });

  it("does not let a disabled sold-out option make the product sold out", () => {
    const html = page(
      "",
      '<input type="hidden" name="set_goods_price" value="10000.00"><select name="optionSnoInput"><option value="">= 선택 =</option><option value="1">3mg</option><option value="2">6mg (+1,000원) [품절]</option></select>',
    );
    expect(extracted(html)).toMatchObject({
      inStock: true,
      options: [
        { name: "3mg", price: 10000 },
        { name: "6mg", price: 11000 },
      ],
    });
  });
});
