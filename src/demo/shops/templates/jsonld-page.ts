import { esc, href, imagePath, shippingText, won, type ProductPageView } from "./page-kit";
import { deliveryGuide, shopFooter } from "./shop-business";

/** A headless-commerce style page whose data sits in JSON-LD (plain, or inside an @graph). */
export function renderJsonLdPage(view: ProductPageView, { graph }: { graph: boolean }, origin: string): string {
  const { page, price, prefix } = view;
  const url = `${origin}${href(view, page)}`;
  const product = {
    "@type": "Product",
    name: page.title,
    sku: `${page.site.slug}-${page.code}`,
    brand: { "@type": "Brand", name: page.makerName },
    image: `${origin}${imagePath(view)}`,
    description: page.description,
    offers: {
      "@type": "Offer",
      url,
      price: String(price.price),
      priceCurrency: "KRW",
      availability: `https://schema.org/${price.inStock ? "InStock" : "OutOfStock"}`,
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: page.site.shippingFee, currency: "KRW" },
      },
    },
  };
  const data = graph
    ? { "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: page.site.name, url: `${origin}${prefix}/` }, product] }
    : { "@context": "https://schema.org", ...product };
  const related = view.related
    .map(
      ({ page: other, price: p }) =>
        `<li class="card"><a href="${href(view, other)}">${esc(other.title)}</a> <span class="card-price">${won(p.price)}</span>${p.inStock ? "" : ' <span class="badge">품절</span>'}</li>`,
    )
    .join("\n      ");
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)} | ${esc(page.site.name)}</title>
<link rel="canonical" href="${esc(url)}">
<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>
</head>
<body>
<header><a href="${prefix}/">${esc(page.site.name)}</a> <nav><a href="${prefix}/collections/mtl">입호흡</a> <a href="${prefix}/collections/dl">폐호흡</a></nav></header>
<main class="product">
  <img src="${imagePath(view)}" alt="${esc(page.title)}">
  <h1 class="product-title">${esc(page.title)}</h1>
  <p class="product-price"><s>${won(price.listPrice)}</s> <strong>${won(price.price)}</strong></p>
  <p class="product-shipping">배송비 ${esc(shippingText(page))}</p>
  ${price.inStock ? '<button type="button" class="add-to-cart">장바구니 담기</button>' : '<button type="button" class="sold-out" disabled>품절</button>'}
  <section class="description"><p>${esc(page.description)}</p>${deliveryGuide(page)}</section>
  <aside><h2>이런 상품은 어때요?</h2><ul>
      ${related}
  </ul></aside>
</main>
<footer>${shopFooter(view.page, "plain")}</footer>
</body>
</html>`;
}
