import { benefitOf, comma, esc, href, imagePath, shippingText, won, type ProductPageView } from "./page-kit";
import { deliveryGuide, shopFooter } from "./shop-business";

/** A 고도몰5 detail page (frmView form, hidden set_goods_price). With `withMicrodata`, schema.org microdata too. */
export function renderGodomallPage(view: ProductPageView, { withMicrodata }: { withMicrodata: boolean }): string {
  const { page, price, prefix } = view;
  const card = benefitOf(view, "card");
  const microdata = withMicrodata
    ? `<div itemscope itemtype="https://schema.org/Product" class="seo_data"><meta itemprop="name" content="${esc(page.title)}"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${price.price}"><meta itemprop="priceCurrency" content="KRW"><link itemprop="availability" href="https://schema.org/${price.inStock ? "InStock" : "OutOfStock"}"></div></div>`
    : "";
  const related = view.related
    .map(
      ({ page: other, price: p }) =>
        `<li><div class="item_cont"><div class="item_tit_box"><a href="${href(view, other)}"><strong class="item_name">${esc(other.title)}</strong></a></div><div class="item_money_box"><strong class="item_price"><span>${won(p.price)}</span></strong></div>${p.inStock ? "" : '<div class="item_icon_box"><img src="/data/icon/goods_icon/icon_soldout.gif" alt="품절"></div>'}</div></li>`,
    )
    .join("\n      ");
  const [fee, ...rest] = shippingText(page).split(" ");
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${esc(page.title)} - ${esc(page.site.name)}</title>
<meta name="description" content="${esc(page.title)}">
<link type="text/css" rel="stylesheet" href="${prefix}/data/skin/front/story_g/css/goods/goods.css">
</head>
<body class="body-goods body-goods-view pc">
<div class="top_area"><div class="header_gnb"><ul class="depth0 gnb_menu0">
  <li><a href="${prefix}/goods/goods_list.php?cateCd=001">입호흡</a></li><li><a href="${prefix}/goods/goods_list.php?cateCd=002">폐호흡</a></li>
</ul></div></div>
<div id="container"><div id="contents"><div class="sub_content"><div class="content_box">
${microdata}
<div class="item_photo_info_sec">
  <div class="item_photo_view_box"><div class="item_photo_big"><a href="#lyZoom" id="mainImage"><img src="${imagePath(view)}" width="500" alt="${esc(page.title)}"></a></div></div>
  <form name="frmView" id="frmView" method="post">
    <input type="hidden" name="goodsNo" value="${page.code}">
    <input type="hidden" name="set_goods_price" value="${price.price}.00">
    <input type="hidden" name="set_goods_fixedPrice" value="${price.listPrice}.00">
    <input type="hidden" name="set_goods_stock" value="${price.inStock ? 30 : 0}">
    <div class="item_info_box">
      <div class="item_detail_tit"><h3>${esc(page.title)}</h3>${price.inStock ? "" : ' <span class="item_soldout">품절</span>'}</div>
      <div class="item_detail_list">
        <dl><dt>정가</dt><dd><del>${won(price.listPrice)}</del></dd></dl>
        <dl class="item_price"><dt>판매가</dt><dd><strong><strong>${comma(price.price)}</strong></strong>원</dd></dl>
        ${card ? `<dl><dt>카드할인가</dt><dd>${won(card.amount)} <span>(${esc(card.condition)})</span></dd></dl>` : ""}
        <dl class="item_delivery"><dt>배송비</dt><dd><strong>${esc(fee!)}</strong> <span>${esc(rest.join(" "))}</span></dd></dl>
        <dl><dt>제조사</dt><dd>${esc(page.makerName)}</dd></dl>
      </div>
      <div class="btn_choice_box">${price.inStock ? '<button type="button" class="btn_add_cart">장바구니</button><button type="button" class="btn_add_order">바로 구매</button>' : '<button type="button" class="btn_soldout">구매 불가</button>'}</div>
    </div>
  </form>
</div>
<div class="item_goods_sec"><div class="goods_list_item"><h3>관련상품</h3><ul class="goods_list">
      ${related}
</ul></div>
<div id="detail"><div class="detail_cont"><h3>상품상세정보</h3><p>${esc(page.description)}</p></div>${deliveryGuide(page)}</div></div>
</div></div></div></div>
<div id="footer_wrap">${shopFooter(page, "godomall")}</div>
</body>
</html>`;
}
