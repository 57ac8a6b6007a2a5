import { describe, expect, it } from "vitest";
import { findProductLinks } from "@/domains/crawler/run/product-links";
import { childSitemaps, findListPageLinks } from "./list-pages";

const shop = "http://127.0.0.1:3001/shop-a/";

describe("list page discovery", () => {
  it("finds each platform's category links inside the shop, once, and no product or other page", () => {
    const html = `
      <nav>
        <a href="/shop-a/product/list.html?cate_no=24">입호흡 (카페24)</a>
        <a href="/shop-a/product/list.html?cate_no=24#top">입호흡 again</a>
        <a href="/shop-a/category/폐호흡/25/">폐호흡 (카페24 SEO)</a>
        <a href="goods/goods_list.php?cateCd=001">고도몰</a>
        <a href="/shop-a/shop/shopbrand.html?xcode=002&type=X">메이크샵</a>
        <a href="/shop-a/shop?category=s2024">아임웹</a>
        <a href="/shop-a/collections/salt">컬렉션</a>
      </nav>
      <a href="/shop-a/product/detail.html?product_no=12&cate_no=24">상품</a>
      <a href="/shop-a/products/520">상품</a>
      <a href="/shop-a/member/login.html">로그인</a>
      <a href="/shop-b/product/list.html?cate_no=1">다른 쇼핑몰</a>
      <a href="https://elsewhere.example/collections/all">다른 호스트</a>`;
    expect(findListPageLinks({ html, pageUrl: shop, shopUrl: shop })).toEqual([
      "http://127.0.0.1:3001/shop-a/product/list.html?cate_no=24",
      `http://127.0.0.1:3001/shop-a/category/${encodeURIComponent("폐호흡")}/25/`,
      "http://127.0.0.1:3001/shop-a/goods/goods_list.php?cateCd=001",
      "http://127.0.0.1:3001/shop-a/shop/shopbrand.html?xcode=002&type=X",
      "http://127.0.0.1:3001/shop-a/shop?category=s2024",
      "http://127.0.0.1:3001/shop-a/collections/salt",
    ]);
  });

  it("finds nothing on a page without category links", () => {
    expect(findListPageLinks({ html: '<a href="/shop-a/about">소개</a>', pageUrl: shop, shopUrl: shop })).toEqual([]);
  });

  it("follows a sitemap index to its sitemaps, and reads a sitemap's product pages like a list page's", () => {
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://shop.example/sitemap-products.xml</loc></sitemap>
      <sitemap><loc><![CDATA[https://shop.example/sitemap-pages.xml?a=1&amp;b=2]]></loc></sitemap></sitemapindex>`;
    expect(childSitemaps(index)).toEqual(["https://shop.example/sitemap-products.xml", "https://shop.example/sitemap-pages.xml?a=1&b=2"]);
    const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://shop.example/product/detail.html?product_no=7</loc><lastmod>2026-11-01</lastmod></url>
      <url><loc> https://shop.example/shop_view/?idx=31 </loc></url>
      <url><loc>https://shop.example/board/notice</loc></url></urlset>`;
    expect(childSitemaps(urlset)).toEqual([]);
    expect(findProductLinks({ html: urlset, pageUrl: "https://shop.example/sitemap.xml", shopUrl: "https://shop.example/" })).toEqual([
      "https://shop.example/product/detail.html?product_no=7",
      "https://shop.example/shop_view/?idx=31",
    ]);
  });
});
