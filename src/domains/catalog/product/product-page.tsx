import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { z } from "zod";
import { INHALATION_LABELS as KIND, NICOTINE_FORM_LABELS as FORM } from "../labels";
import { getCachedPriceHistory } from "./cached-price-history";
import { HISTORY_RANGES } from "./history-ranges";
import { packHistory } from "./history-wire";
import { getProductDetail } from "./get-product-detail";
import { listSimilarProducts } from "./list-similar-products";
import { findMergedProductTarget } from "../duplicates";
import { OfferList } from "./offer-list";
import { packOffer } from "./offer-row";
import { PriceHistorySection } from "./price-history-section";
import { ServerProductGrid } from "../listing";
import { productJsonLd } from "./product-json-ld";
import { ProductSummary } from "./product-summary";
import { toProductSummary } from "./product-summary-data";
import { typicalBand } from "./stored-price-insight";
import { getConfig } from "@/platform/config";
import type { SearchParams } from "@/platform/http/search-params";
import { twitterCard } from "@/platform/http/twitter-card";
import { formatWon } from "@/ui/format-won";
import { rowId } from "@/platform/http/row-id";

const idSchema = rowId();
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
    twitter: twitterCard("summary_large_image", title, description),
  };
}

/** A duplicate merged into another product leads there for good (its wishes, reviews and offers went there); else 404. */
async function redirectIfMerged(rawId: string): Promise<never> {
  const id = idSchema.safeParse(rawId);
  const target = id.success ? await findMergedProductTarget({ id: id.data }) : null;
  if (target !== null) permanentRedirect(`/products/${target}`);
  notFound();
}

/** A product's page: prices, offers, history, attributes, the given reviews section and similar products; 404 for an unknown id. */
export async function ProductPage({ id, searchParams, reviews }: { id: string; searchParams: SearchParams; reviews?: React.ReactNode }) {
  const query = querySchema.parse(searchParams);
  const detail = await loadProduct(id);
  if (!detail) return redirectIfMerged(id);
  const { product } = detail;
  const now = new Date();
  const [history, similar] = await Promise.all([
    getCachedPriceHistory({ productId: product.id, days: query.range, version: detail.historyVersion, now }),
    listSimilarProducts({ product }),
  ]);
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
      <ProductSummary summary={toProductSummary(detail, now)} />
      <OfferList offers={detail.offers.map(packOffer)} lowest={[product.lowestTotalPrice, product.lowestPrice]} now={now} />
      <PriceHistorySection
        history={packHistory(history)}
        current={[product.lowestTotalPrice, product.lowestPrice]}
        range={query.range}
        productId={product.id}
        productName={product.name}
        baseUrl={getConfig().BASE_URL}
        {...typicalBand(product)}
      />
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
          <ServerProductGrid products={similar} now={now} label="비슷한 액상" />
        </section>
      ) : null}
    </article>
  );
}
