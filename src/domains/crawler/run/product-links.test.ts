import { describe, expect, it } from "vitest";
import { findProductLinks } from "./product-links";
import { parseTitleSpecs, titleForMatching } from "./title-specs";

describe("findProductLinks", () => {
  it("finds each platform's product URLs inside the shop, once, resolved and without fragments", () => {
    const html = `
      <a href="/shop-a/product/detail.html?product_no=12">a</a>
      <a href="/shop-a/product/detail.html?product_no=12#reviews">a again</a>
      <a href="/shop-a/product/망고-솔트/31/category/24/">seo</a>
      <a href="goods_view.php?goodsNo=1000000151">godo</a>
      <a href="/shop-a/shop/shopdetail.html?branduid=3001025&xcode=001">makeshop</a>
      <a href="/shop-a/products/520">jsonld</a>
      <a href="/shop-a/product/list.html?cate_no=24">list</a>
      <a href="/shop-a/member/login">login</a>
      <a href="/shop-b/products/9">other shop</a>
      <a href="https://elsewhere.example/products/1">other host</a>
      <a href="javascript:void(0)">js</a>`;
    const links = findProductLinks({
      html,
      pageUrl: "http://127.0.0.1:3001/shop-a/goods/goods_list.php?cateCd=001",
      shopUrl: "http://127.0.0.1:3001/shop-a",
    });
    expect(links).toEqual([
      "http://127.0.0.1:3001/shop-a/product/detail.html?product_no=12",
      `http://127.0.0.1:3001/shop-a/product/${encodeURIComponent("망고-솔트")}/31/category/24/`,
      "http://127.0.0.1:3001/shop-a/goods/goods_view.php?goodsNo=1000000151",
      "http://127.0.0.1:3001/shop-a/shop/shopdetail.html?branduid=3001025&xcode=001",
      "http://127.0.0.1:3001/shop-a/products/520",
    ]);
  });
});

describe("title specs", () => {
  it("reads bottle size and nicotine strength from shop titles", () => {
    expect(parseTitleSpecs("[바이스랩] 딸기 치즈케이크 솔트 30ml 9.8mg")).toEqual({ volumeMl: 30, nicotineMg: 9.8 });
    expect(parseTitleSpecs("쿨 망고 (60 ML/3MG)")).toEqual({ volumeMl: 60, nicotineMg: 3 });
    expect(parseTitleSpecs("무니코틴 리필 액상")).toEqual({ volumeMl: null, nicotineMg: null });
  });

  it("strips sizes and punctuation for name matching", () => {
    expect(titleForMatching("[바이스랩] 딸기 치즈케이크 솔트 (30ml/9.8mg)")).toBe("바이스랩 딸기 치즈케이크 솔트");
  });
});
