import { benefitOf, comma, esc, href, imagePath, shippingText, won, type ProductPageView } from "./page-kit";
import { deliveryGuide, shopFooter } from "./shop-business";

/** A 메이크샵 shopdetail.html page; the server sends it EUC-KR encoded, as those shops do. */
export function renderMakeshopPage(view: ProductPageView): string {
  const { page, price, prefix } = view;
  const member = benefitOf(view, "member");
  const related = view.related
    .map(
      ({ page: other, price: p }) =>
        `<li><a href="${href(view, other)}"><span class="prd-name">${esc(other.title)}</span><span class="prd-price">${won(p.price)}</span>${p.inStock ? "" : '<img src="/images/common/soldout.gif" alt="품절">'}</a></li>`,
    )
    .join("\n      ");
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">
<title>${esc(page.title)}</title>
<link type="text/css" rel="stylesheet" href="${prefix}/template_common/shop/modern_simple/common.css">
</head>
<body>
<div id="wrap">
<div id="header"><h1 class="logo"><a href="${prefix}/index.html">${esc(page.site.name)}</a></h1>
  <div id="gnb"><ul><li><a href="${prefix}/shop/shopbrand.html?xcode=001&amp;type=X">입호흡 액상</a></li><li><a href="${prefix}/shop/shopbrand.html?xcode=002&amp;type=X">폐호흡 액상</a></li></ul></div>
</div>
<div id="contentWrapper"><div id="content">
<div id="productDetail"><div class="page-body">
  <div class="thumb-info">
    <div class="thumb-wrap"><div class="thumb"><img src="${imagePath(view)}" id="lens_img" alt="상품 이미지"></div></div>
    <form name="form1" method="post" id="form1" action="${prefix}/shop/basket.html">
      <input type="hidden" name="branduid" value="${page.code}">
      <input type="hidden" name="price" value="${comma(price.price)}">
      <input type="hidden" name="sell_price" value="${price.price}">
      <div class="info">
        <h3 class="tit-prd">${esc(page.title)}</h3>
        <div class="table-opt"><table summary="판매가격, 적립금, 배송비"><tbody>
          <tr><th scope="row"><div class="tb-left">소비자가</div></th><td class="price"><div class="tb-left"><strike>${won(price.listPrice)}</strike></div></td></tr>
          <tr><th scope="row"><div class="tb-left">판매가격</div></th><td class="price sell_price"><div class="tb-left"><span id="pricevalue" class="price">${comma(price.price)}</span>원</div></td></tr>
          ${member ? `<tr><th scope="row"><div class="tb-left">회원가</div></th><td><div class="tb-left">${won(member.amount)} (${esc(member.condition)})</div></td></tr>` : ""}
          <tr><th scope="row"><div class="tb-left">적립금</div></th><td><div class="tb-left">${comma(Math.round(price.price / 100))}원</div></td></tr>
          <tr><th scope="row"><div class="tb-left">배송비</div></th><td><div class="tb-left">${esc(shippingText(page))}</div></td></tr>
        </tbody></table></div>
        <div class="prd-btns">${price.inStock ? "<a href=\"javascript:send('baro', '');\" class=\"btn_buy\">바로구매</a><a href=\"javascript:send('', '');\" class=\"btn_cart\">장바구니</a>" : '<img src="/images/common/btn_soldout.gif" alt="품절" id="soldout">'}</div>
      </div>
    </form>
  </div>
  <div class="prd-detail"><p>${esc(page.description)}</p>${deliveryGuide(page)}</div>
  <div class="prd-list"><h4>함께 본 상품</h4><ul>
      ${related}
  </ul></div>
</div></div>
</div></div>
<div id="footer">${shopFooter(page, "makeshop")}<p>Hosting by MakeShop</p></div>
</div>
</body>
</html>`;
}
