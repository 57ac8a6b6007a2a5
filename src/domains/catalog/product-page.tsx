import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import { COOLING_LABELS, INHALATION_LABELS as KIND, NICOTINE_FORM_LABELS as FORM, NICOTINE_SOURCE_LABELS as SOURCE } from "./labels";
import { getCachedPriceHistory } from "./cached-price-history";
import { HISTORY_RANGES, type HistoryRange } from "./get-price-history";
import { getProductDetail } from "./get-product-detail";
import { listSimilarProducts } from "./list-similar-products";
import { OfferList } from "./offer-list";
import { sortOffers } from "./offer-order";
import { toOfferRow } from "./offer-row";
import { isOfferBuyable } from "./offer-standing";
import { PriceBadges } from "./price-badges";
import { PriceBasisToggle } from "./price-basis-toggle";
import { PriceHistorySection } from "./price-history-section";
import { ProductGrid } from "./product-grid";
import { productJsonLd } from "./product-json-ld";
import { ProductThumb } from "./product-thumb";
import { HeartButton } from "@/domains/wishlist/heart-button";
import { getConfig } from "@/platform/config";
import { toQueryString, type SearchParams } from "@/platform/http/search-params";
import { formatWon, wonOrDash } from "@/ui/format-won";
import { Price } from "@/ui/price";
import { RatingBadge } from "@/ui/rating-badge";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const querySchema = z.object({
  range: z.coerce
    .number()
    .pipe(z.union(HISTORY_RANGES.map((r) => z.literal(r))))
    .catch(30),
});

/** The product page's one read per request, shared by its layout (19+ gate), metadata, share image and page. */
export const loadProduct = cache(async (rawId: string) => {
  const id = idSchema.safeParse(rawId);
  return id.success ? getProductDetail({ id: id.data }) : null;
});

/** The product page's title, description and canonical URL (`id` as the route received it). */
export async function productPageMetadata({ id }: { id: string }): Promise<Metadata> {
  const detail = await loadProduct(id);
  if (!detail) return { title: "상품을 찾을 수 없습니다", robots: { index: false } };
  const { product } = detail;
  const { SITE_NAME } = getConfig();
  const title =
    product.lowestTotalPrice !== null ? `${product.name} 최저가 ${formatWon(product.lowestTotalPrice)}` : `${product.name} 가격 비교`;
  const description = `${product.manufacturerName} ${product.name} (${KIND[product.inhalation]} ${FORM[product.nicotineForm]} ${product.nicotineMg}mg, ${product.volumeMl}ml): 쇼핑몰 ${product.offerCount}곳의 가격을 배송비 포함 실구매가와 가격 변동까지 비교하세요.`;
  const url = `/products/${product.id}`;
  return {
    title,
    description,
    keywords: [product.name, product.manufacturerName, `${KIND[product.inhalation]} 액상`, ...product.flavorTags, "액상 최저가"],
    alternates: { canonical: url },
    openGraph: { type: "website", locale: "ko_KR", siteName: SITE_NAME, title, description, url },
    twitter: { card: "summary_large_image", title, description },
  };
}

function Attribute({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A product's page: prices, offers, history, attributes, the given reviews section and similar products; 404 for an unknown id. */
export async function ProductPage({ id, searchParams, reviews }: { id: string; searchParams: SearchParams; reviews?: React.ReactNode }) {
  const query = querySchema.parse(searchParams);
  const detail = await loadProduct(id);
  if (!detail) notFound();
  const { product } = detail;
  const now = new Date();
  // The headline follows the offers as rendered (stale ones drop out at once, not at the next crawl).
  const bestTotal = sortOffers(detail.offers, "total").find(isOfferBuyable);
  const bestShop = sortOffers(detail.offers, "price").find(isOfferBuyable);
  const [history, similar] = await Promise.all([
    getCachedPriceHistory({ productId: product.id, days: query.range, version: detail.historyVersion, now }),
    listSimilarProducts({ product }),
  ]);
  const rangeHref = (range: HistoryRange) =>
    `/products/${product.id}${toQueryString({ range: range !== 30 ? range : undefined })}#price-history`;
  const listing = product.inhalation === "MTL" ? "/mouth-inhalation" : "/lung-inhalation";
  const jsonLd = productJsonLd(detail, `${getConfig().BASE_URL}/products/${product.id}`);

  return (
    <article className="product">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      <nav aria-label="현재 위치" className="crumbs">
        <Link href="/">홈</Link>
        {" › "}
        <Link href={listing}>{KIND[product.inhalation]}</Link>
      </nav>
      <div className="product-hero">
        <div className="product-hero-thumb">
          <ProductThumb name={product.name} flavor={product.flavorTags[0]} volumeMl={product.volumeMl} size="lg" />
        </div>
        <div>
          <p className="product-maker">{product.manufacturerName}</p>
          <h1 className="product-name">{product.name}</h1>
          {product.reviewCount > 0 && product.ratingAverage !== null ? (
            <a href="#reviews" className="text-sm">
              <RatingBadge average={product.ratingAverage} count={product.reviewCount} />
            </a>
          ) : null}
          <div className="mt-2">
            <HeartButton productId={product.id} productName={product.name} size="large" />
          </div>
        </div>
        <div className="product-hero-prices">
          <div className="card">
            <div className="price-box-top">
              <PriceBadges pricing={product} now={now} />
              <PriceBasisToggle />
            </div>
            <p className="price-box-label">
              최저가 <span className="basis-total">(배송비 포함)</span>
              <span className="basis-shop">(상품가)</span>
            </p>
            {bestTotal && bestShop ? (
              <>
                <p className="price-box-price" data-testid="lowest-price">
                  <Price won={bestTotal.total} className="basis-total" />
                  <Price won={bestShop.price} className="basis-shop" />
                </p>
                <p className="price-box-note">
                  <span className="basis-total">
                    {`${bestTotal.siteName} · 상품가 ${wonOrDash(bestTotal.price)} + 배송비 ${bestTotal.shipping ? formatWon(bestTotal.shipping) : "무료"}`}
                  </span>
                  <span className="basis-shop">{`${bestShop.siteName} · 배송비 포함 ${wonOrDash(bestShop.total)}`}</span>
                  {product.pricePerMl !== null ? <span className="basis-total">{` · ml당 ${formatWon(product.pricePerMl)}`}</span> : null}
                </p>
              </>
            ) : (
              <p className="price-box-price" data-testid="lowest-price">
                <span className="text-xl text-gray-500">일시품절</span>
              </p>
            )}
            <p className="price-box-lows">{`배송비 포함 30일 최저 ${wonOrDash(product.low30d)} · 역대 최저 ${wonOrDash(product.allTimeLow)}`}</p>
          </div>
          <dl className="specs">
            <Attribute term="호흡 방식">{KIND[product.inhalation]}</Attribute>
            <Attribute term="니코틴">{`${FORM[product.nicotineForm]} ${product.nicotineMg}mg (${SOURCE[product.nicotineSource]})`}</Attribute>
            <Attribute term="용량">{`${product.volumeMl}ml`}</Attribute>
            <Attribute term="VG/PG">{`${product.vgPercent}/${100 - product.vgPercent}`}</Attribute>
            <Attribute term="쿨링">{COOLING_LABELS[product.cooling]}</Attribute>
            <Attribute term="맛">{product.flavorTags.join(", ")}</Attribute>
          </dl>
        </div>
      </div>
      <OfferList offers={detail.offers.map(toOfferRow)} now={now} />
      <PriceHistorySection history={history} range={query.range} rangeHref={rangeHref} />
      <section aria-labelledby="description-title" className="card">
        <h2 id="description-title" className="card-title">
          상품 설명
        </h2>
        <p className="text-gray-800">{product.description}</p>
      </section>
      {reviews}
      {similar.length ? (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title" className="card-title">
            비슷한 액상
          </h2>
          <ProductGrid products={similar} now={now} label="비슷한 액상" />
        </section>
      ) : null}
    </article>
  );
}
