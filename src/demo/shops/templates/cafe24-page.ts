import { benefitOf, comma, esc, href, imagePath, shippingText, won, type ProductPageView } from "./page-kit";
import { deliveryGuide, shopFooter } from "./shop-business";

/** A Cafe24 skin's detail page (xans modules). With `withMeta`, the og/product price tags real skins emit too. */
export function renderCafe24Page(view: ProductPageView, { withMeta }: { withMeta: boolean }): string {
  const { page, price, prefix } = view;
  const onSale = price.listPrice > price.price;
  const hide = (hidden: boolean) => (hidden ? " displaynone" : "");
  const coupon = benefitOf(view, "coupon");
  const meta = withMeta
    ? `<meta property="og:title" content="${esc(page.title)}" />
<meta property="product:price:amount" content="${price.price}" />
<meta property="product:price:currency" content="KRW" />`
    : "";
  const priceRows =
    withMeta || !onSale
      ? `<tr class="xans-record-"><th scope="row">소비자가</th><td><strike id="span_product_price_custom">${won(price.listPrice)}</strike></td></tr>
          <tr class="xans-record-"><th scope="row"><strong>판매가</strong></th><td><strong id="span_product_price_text">${won(price.price)}</strong><input id="product_price" name="product_price" value="" type="hidden" /></td></tr>`
      : `<tr class="xans-record-"><th scope="row"><strong>판매가</strong></th><td><strike><strong id="span_product_price_text">${won(price.listPrice)}</strong></strike></td></tr>
          <tr class="xans-record-"><th scope="row"><strong>할인판매가</strong></th><td><strong id="span_product_price_sale">${won(price.price)} <span>(${won(price.listPrice - price.price)} 할인)</span></strong></td></tr>`;
  const related = view.related
    .map(
      ({
        page: other,
        price: p,
      }) => `<li class="xans-record-"><div class="box"><a href="${href(view, other)}"><img src="${prefix}/images/${other.code}-s.jpg" alt=""/></a>
      <p class="name"><a href="${href(view, other)}">${esc(other.title)}</a></p><p class="price">${won(p.price)}</p>${p.inStock ? "" : '<div class="icon"><img src="//img.echosting.cafe24.com/design/common/icon_sellout.gif" alt="품절"/></div>'}</div></li>`,
    )
    .join("\n    ");
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="path_role" content="PRODUCT_DETAIL" />
<title>${esc(page.title)} - ${esc(page.site.name)}</title>
${meta}
<link rel="stylesheet" type="text/css" href="${prefix}/ind-script/optimizer.php?filename=tZXBDsIgDIbvg6tnn6NL9GB8Br0Pm3nXN-&type=css" />
</head>
<body id="main">
<div id="wrap">
<div id="header">
  <div class="xans-element- xans-layout xans-layout-logotop"><a href="${prefix}/index.html">${esc(page.site.name)}</a></div>
  <div class="xans-element- xans-layout xans-layout-category"><ul>
    <li class="xans-record-"><a href="${prefix}/product/list.html?cate_no=24">입호흡 액상</a></li>
    <li class="xans-record-"><a href="${prefix}/product/list.html?cate_no=25">폐호흡 액상</a></li>
  </ul></div>
</div>
<div id="container"><div id="contents">
<div class="xans-element- xans-product xans-product-detail">
  <div class="detailArea">
    <div class="xans-element- xans-product xans-product-image imgArea"><div class="keyImg"><img src="${imagePath(view)}" alt="${esc(page.title)}" class="BigImage"/></div></div>
    <div class="infoArea">
      <div class="headingArea">
        <h2>${esc(page.title)}</h2>
        <span class="icon${hide(price.inStock)}"><img src="//img.echosting.cafe24.com/design/common/icon_sellout.gif" alt="품절"/></span>
      </div>
      <div class="xans-element- xans-product xans-product-detaildesign"><table border="1">
        <caption>기본 정보</caption>
        <tbody>
          <tr class="xans-record-"><th scope="row">상품명</th><td>${esc(page.title)}</td></tr>
          ${priceRows}
          ${coupon ? `<tr class="xans-record-"><th scope="row">쿠폰적용가</th><td><span class="coupon_price">${won(coupon.amount)}</span></td></tr>` : ""}
          <tr class="xans-record-"><th scope="row">배송비</th><td><span class="delv_price_B">${shippingText(page).replace(/^([\d,]+원)/, "<strong>$1</strong>")}</span></td></tr>
          <tr class="xans-record-"><th scope="row">적립금</th><td>${comma(Math.round(price.price / 100))}원 (1%)</td></tr>
        </tbody>
      </table></div>
      <div class="xans-element- xans-product xans-product-action">
        <div class="ec-base-button">
          <a href="#none" class="first btnSubmit sizeL${hide(!price.inStock)}"><span id="btnBuy">바로 구매하기</span></a>
          <a href="#none" class="btnNormal sizeL${hide(!price.inStock)}">장바구니 담기</a>
          <span class="btnSubmit sizeL${hide(price.inStock)}">SOLD OUT</span>
        </div>
      </div>
    </div>
  </div>
</div>
<div class="xans-element- xans-product xans-product-relation xans-record-">
  <div class="title"><h2>관련상품</h2></div>
  <ul class="prdList">
    ${related}
  </ul>
</div>
<div class="xans-element- xans-product xans-product-additional"><div id="prdDetail"><p>${esc(page.description)}</p></div>${deliveryGuide(page)}</div>
</div></div>
<div id="footer">${shopFooter(page, "cafe24")}<p class="copyright">Hosting by Cafe24 Corp.</p></div>
</div>
<script type="text/javascript">var EC_SDE_SHOP_NUM = 1; var product_no = '${page.code}';</script>
</body>
</html>`;
}
