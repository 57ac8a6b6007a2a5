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

describe("extractOffer: witnesses, currencies and the visible reader", () => {
  const offer = (price: unknown, currency = "KRW") => product({ "@type": "Offer", price, priceCurrency: currency });
  const meta = (amount: string) =>
    `<meta property="product:price:amount" content="${amount}"><meta property="product:price:currency" content="KRW">`;

  it("lists every source that states the price and publishes when they agree within 1 %", () => {
    const html = page(offer(12900) + meta("12900"), '<input type="hidden" name="product_price" value="12900.00">');
    const extraction = extracted(html);
    expect(extraction.witnesses).toEqual([
      { method: "json-ld", price: 12900, currency: "KRW" },
      { method: "meta", price: 12900, currency: "KRW" },
      { method: "hidden-input", price: 12900, currency: null },
    ]);
    expect(extraction.hold).toBeNull();
    expect(extracted(page(offer(12900) + meta("12990"))).hold).toBeNull();
  });

  it("holds the offer when two sources disagree by more than 1 %, naming both", () => {
    const extraction = extracted(page(offer(12900), '<div class="price" data-price="14900">14,900원</div>'));
    expect(extraction.price).toBe(12900);
    expect(extraction.hold).toEqual({
      code: "WITNESSES_DISAGREE",
      reason: expect.stringMatching(/json-ld 12,900원 ≠ data-attribute 14,900원/),
    });
  });

  it("ignores the data-price of related products", () => {
    const related = '<div class="related-products"><div data-price="9000">9,000원</div></div>';
    expect(extracted(page(offer(12900), related)).witnesses).toHaveLength(1);
  });

  it("reports a foreign price as shown and holds it as not in won", () => {
    const extraction = extracted(page(offer("14.99", "USD")));
    expect(extraction).toMatchObject({ price: 14.99, currency: "USD", options: [], shippingFee: null });
    expect(extraction.hold).toEqual({ code: "NOT_KRW", reason: expect.stringContaining("게시 불가: 원화가 아님") });
  });

  it("reads a page without structured data from its main block, with the runner-up", () => {
    const body =
      '<main><h1>쿨 레몬 솔트</h1><p class="price">판매가 <strong>13,000원</strong></p><p>소비자가 <del>15,000원</del></p><p>적립금 130원</p><button>구매하기</button></main>';
    expect(extracted(page("", body))).toMatchObject({
      method: "visible",
      price: 13000,
      listPrice: 15000,
      title: "쿨 레몬 솔트",
      runnerUp: null,
    });
  });

  it("refuses a page with two equally likely prices rather than guess", () => {
    const body = "<main><h1>세트</h1><div><span>12,900원</span></div><div><span>35,900원</span></div><button>구매하기</button></main>";
    expect(extractOffer({ html: page("", body), url })).toMatchObject({
      ok: false,
      code: "AMBIGUOUS_PRICE",
      reason: expect.stringContaining("12,900원 / 35,900원"),
    });
  });

  it("takes the 회원가 only on a site configured so", () => {
    const body = "<main><h1>바닐라</h1><p>판매가 <b>20,000원</b></p><p>회원가 18,000원</p><button>구매하기</button></main>";
    expect(extracted(page("", body)).price).toBe(20000);
    expect(extracted(page("", body), { memberPriceIsPrice: true }).price).toBe(18000);
  });

  it("takes a 쿠폰적용가 only on a site configured so", () => {
    const body = "<main><h1>망고</h1><p>판매가 <b>13,000원</b></p><p>쿠폰적용가 11,700원</p><button>구매하기</button></main>";
    expect(extracted(page("", body)).price).toBe(13000);
    expect(extracted(page("", body), { couponPriceIsPrice: true }).price).toBe(11700);
  });

  it("reads the shipping line of the page text whatever step found the price", () => {
    const extraction = extracted(page(offer(12900), "<div><p>배송비 3,000원 (5만원 이상 무료)</p></div>"));
    expect(extraction).toMatchObject({ shippingFee: 3000, freeShippingThreshold: 50000 });
  });

  it("says a main block with only disabled buy buttons is sold out, in other languages too", () => {
    const body = '<main><h1>Kirsche</h1><span class="price">17,95 €</span><span>Ausverkauft</span></main>';
    expect(extractOffer({ html: page("", body).replace("<html>", '<html lang="de">'), url })).toMatchObject({
      ok: true,
      extraction: { price: 17.95, currency: "EUR", inStock: false },
    });
  });
});

describe("extractOffer: 회원가 on a platform page", () => {
  const html = page(
    "",
    '<div class="xans-product-detail"><div class="headingArea"><h2>피치 우롱</h2></div><table><tr><th>판매가</th><td><span id="span_product_price_text">28,000원</span></td></tr><tr><th>회원가</th><td>25,200원</td></tr></table></div>',
  );

  it("publishes the 판매가 unless the site says its 회원가 is what everyone pays", () => {
    expect(extracted(html)).toMatchObject({ price: 28000, method: "preset:cafe24" });
    expect(extracted(html, { memberPriceIsPrice: true })).toMatchObject({ price: 25200, method: "preset:cafe24", hold: null });
    expect(extracted(html, { couponPriceIsPrice: true }).price).toBe(28000);
  });
});

describe("extractOffer: data-price witnesses", () => {
  it("does not take an option's data-price surcharge for a witness", () => {
    const html = page(
      product({ "@type": "Offer", price: 12900, priceCurrency: "KRW" }),
      '<select><option data-price="0">3mg</option><option data-price="1000">9mg (+1,000원)</option></select>',
    );
    expect(extracted(html)).toMatchObject({ hold: null, witnesses: [{ method: "json-ld", price: 12900 }] });
  });
});
