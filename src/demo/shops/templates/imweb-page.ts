import { esc, href, imagePath, shippingText, won, type ProductPageView } from "./page-kit";
import { deliveryGuide, shopFooter } from "./shop-business";

/**
 * A 아임웹-style product page (`/shop_view/?idx=…`): Open Graph title and image, no price in any structured data, so the
 * crawler reads the price a visitor sees (sale price beside the struck list price) and the stock from the buy button.
 */
export function renderImwebPage(view: ProductPageView, origin: string): string {
  const { page, price, prefix } = view;
  const related = view.related
    .map(
      ({ page: other, price: p }) =>
        `<div class="shop-item _shop_item"><a href="${href(view, other)}"><div class="item-detail"><h2 class="shop-title">${esc(other.title)}</h2><p class="sale_price">${won(p.price)}</p>${p.inStock ? "" : '<span class="sold-out">SOLD OUT</span>'}</div></a></div>`,
    )
    .join("\n      ");
  const discount = price.listPrice > price.price ? Math.round((1 - price.price / price.listPrice) * 100) : 0;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.site.name)} : ${esc(page.title)}</title>
<meta property="og:type" content="website">
<meta property="og:site_name" content="${esc(page.site.name)}">
<meta property="og:title" content="${esc(page.title)}">
<meta property="og:image" content="${origin}${imagePath(view)}">
<link rel="stylesheet" href="${prefix}/css/imweb_site.css">
</head>
<body class="imweb_site doz_sys">
<div id="doz_header_wrap"><div class="inline-inside"><a class="logo" href="${prefix}/">${esc(page.site.name)}</a>
  <ul class="_inline_menu_container"><li><a href="${prefix}/liquid-mtl/?category=S2023MTL">입호흡</a></li><li><a href="${prefix}/liquid-dl/?category=S2023DL">폐호흡</a></li></ul>
</div></div>
<div id="doz_body"><div class="shop_view _shop_view" data-idx="${page.code}">
  <div class="shop_goods_img"><img src="${imagePath(view)}" alt="${esc(page.title)}"></div>
  <div class="shop_goods_info">
    <h1 class="view_tit">${esc(page.title)}</h1>
    <div class="goods_price">
      ${discount ? `<span class="discount_rate">${discount}%</span> <del class="org_price">${won(price.listPrice)}</del>` : ""}
      <span class="real_price">${won(price.price)}</span>
    </div>
    <div class="goods_summary"><dl><dt>배송비</dt><dd>${esc(shippingText(page))}</dd></dl><dl><dt>브랜드</dt><dd>${esc(page.makerName)}</dd></dl></div>
    <div class="buy_btns">${price.inStock ? '<button type="button" class="btn _btn_buy">구매하기</button> <button type="button" class="btn _btn_cart">장바구니</button>' : '<button type="button" class="btn sold_out" disabled>품절</button>'}</div>
  </div>
  <div class="goods_detail _detail"><p>${esc(page.description)}</p>${deliveryGuide(page)}</div>
  <div class="shop_recommend"><h3>함께 보면 좋은 상품</h3>
      ${related}
  </div>
</div></div>
<div id="doz_footer">${shopFooter(view.page, "plain")}<p>Powered by imweb</p></div>
</body>
</html>`;
}
