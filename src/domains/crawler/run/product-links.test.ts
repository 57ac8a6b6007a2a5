import { describe, expect, it } from "vitest";
import { findProductLinks } from "./product-links";

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
