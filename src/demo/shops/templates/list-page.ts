import type { DemoPrice } from "@/demo/catalog-model";
import type { ShopPage } from "../shop-pages";
import { esc, won } from "./page-kit";

/** A category page of a demo shop: every product of one inhalation kind, linked, with its price. */
export function renderListPage({
  title,
  shopName,
  prefix,
  items,
}: {
  title: string;
  shopName: string;
  prefix: string;
  items: Array<{ page: ShopPage; price: DemoPrice }>;
}): string {
  const cards = items
    .map(
      ({ page, price }) =>
        `<li class="item"><a class="item-link" href="${prefix}${page.path}"><span class="name">${esc(page.title)}</span></a> <span class="price">${won(price.price)}</span>${price.inStock ? "" : ' <span class="soldout">품절</span>'}</li>`,
    )
    .join("\n  ");
  return `<!DOCTYPE html>
<html lang="ko">
<head><meta charset="utf-8"><title>${esc(title)} - ${esc(shopName)}</title></head>
<body>
<header><a href="${prefix}/">${esc(shopName)}</a></header>
<h2 class="category-title">${esc(title)} (${items.length})</h2>
<ul class="prdList item_list">
  ${cards}
</ul>
<footer><a href="${prefix}/member/login">로그인</a> <a href="${prefix}/board/notice">공지사항</a></footer>
</body>
</html>`;
}
