import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractOffer } from "./extract-offer";

// SHOPPER-TRUST (benefit prices): the reader refused 쿠폰가, 카드할인가, 회원가 as the price and dropped them; now it
// keeps them beside the price with how to get them. The price itself stays the one every buyer pays.
const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/fixtures");
const page = (file: string) => readFileSync(path.join(FIXTURES, file), "utf8");
const read = (html: string) => {
  const result = extractOffer({ html, url: "https://shop.example/product/detail.html?product_no=77" });
  if (!result.ok) throw new Error(result.reason);
  return { price: result.extraction.price, benefits: result.extraction.benefits };
};
const withRow = (file: string, after: string, rows: string) => {
  const html = page(file);
  expect(html).toContain(after);
  return html.replace(after, `${after}${rows}`);
};

describe("benefit prices on Korean shop pages", () => {
  it("Cafe24: a card price row and a coupon banner beside the 판매가, 적립금 as points", () => {
    const html = withRow(
      "pages/cafe24-normal.html",
      '<input id="product_price" name="product_price" value="" type="hidden" /></span></td></tr>',
      '<tr class=" xans-record-"><th scope="row"><span style="font-size:12px;color:#555555;">카드할인가</span></th><td><span style="font-size:12px;color:#555555;">11,610원 (신한카드 결제 시 10% 청구할인)</span></td></tr>',
    );
    expect(read(html)).toEqual({
      price: 12_900,
      benefits: [
        { kind: "card", amount: 11_610, condition: "신한카드 결제 시 10% 청구할인" },
        { kind: "reward", amount: 129, condition: "" },
      ],
    });
    expect(read(page("pages/cafe24-coupon-reward.html"))).toEqual({
      price: 17_000,
      benefits: [
        { kind: "coupon", amount: 15_300, condition: "첫 구매 쿠폰 지금 다운로드!" },
        { kind: "reward", amount: 170, condition: "" },
      ],
    });
  });

  it("고도몰: 쿠폰적용가 and 신규회원가 rows of the item list", () => {
    const html = withRow(
      "pages/godomall-normal.html",
      '<dl class="item_price"><dt>판매가</dt><dd><strong><strong>11,900</strong></strong>원</dd></dl>',
      "<dl><dt>쿠폰적용가</dt><dd><strong>10,700</strong>원 <span>(쿠폰 다운로드 후 적용)</span></dd></dl><dl><dt>신규회원가</dt><dd>10,900원</dd></dl>",
    );
    expect(read(html)).toEqual({
      price: 11_900,
      benefits: [
        { kind: "coupon", amount: 10_700, condition: "쿠폰 다운로드 후 적용" },
        { kind: "new_member", amount: 10_900, condition: "" },
      ],
    });
  });

  it("메이크샵: a 회원가 row of the price table; its 적립금", () => {
    const html = withRow(
      "pages/src/makeshop-normal.html",
      '<span id="pricevalue" class="price">9,900</span>원</div></td></tr>',
      '<tr><th scope="row"><div class="tb-left">회원가</div></th><td><div class="tb-left">9,400원 (로그인 후 적용)</div></td></tr>',
    );
    expect(read(html)).toEqual({
      price: 9_900,
      benefits: [
        { kind: "member", amount: 9_400, condition: "로그인 후 적용" },
        { kind: "reward", amount: 99, condition: "" },
      ],
    });
  });

  it("other skins: a card line, a member line, a new-member coupon banner", () => {
    expect(read(page("reader-pages/kr-ssg-card-discount.html"))).toEqual({
      price: 37_800,
      benefits: [{ kind: "card", amount: 35_910, condition: "삼성카드 5% 청구할인" }],
    });
    expect(read(page("visible-pages/korean-member-price.html"))).toEqual({
      price: 20_000,
      benefits: [{ kind: "member", amount: 18_000, condition: "" }],
    });
    expect(read(page("visible-pages/korean-coupon-banner.html")).benefits).toEqual([
      { kind: "coupon", amount: 11_700, condition: "신규회원 쿠폰" },
      { kind: "reward", amount: 130, condition: "" },
    ]);
  });

  it("states none where the page states none, and none that is not below the price", () => {
    expect(read(page("pages/godomall-normal.html")).benefits).toEqual([]);
    const html = withRow(
      "pages/godomall-normal.html",
      '<dl class="item_price"><dt>판매가</dt><dd><strong><strong>11,900</strong></strong>원</dd></dl>',
      "<dl><dt>회원가</dt><dd>11,900원</dd></dl>",
    );
    expect(read(html)).toEqual({ price: 11_900, benefits: [] });
  });

  it("a site configured to publish its 회원가 as the price has no member benefit", () => {
    const html = page("visible-pages/korean-member-price.html");
    const result = extractOffer({ html, url: "https://shop.example/p/1", selectors: { memberPriceIsPrice: true } });
    expect(result.ok && result.extraction.price).toBe(18_000);
    expect(result.ok && result.extraction.benefits).toEqual([]);
  });
});
