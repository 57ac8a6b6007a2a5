import Link from "next/link";
import { HeartButton } from "@/domains/wishlist/heart-button";
import { Price } from "@/ui/price";
import { formatWon } from "@/ui/format-won";
import { RatingBadge } from "@/ui/rating-badge";
import { PriceBadges } from "./price-badges";
import type { ProductCardData } from "./product-card";
import { ProductThumb } from "./product-thumb";
import { INHALATION_LABELS, NICOTINE_FORM_LABELS } from "./labels";

/**
 * One product in a grid: picture stand-in, maker, name, lowest all-in price (and shop price, per the price basis), 원/ml, shop count and drop badge.
 * No prefetch: a grid of 24 dynamic product pages would otherwise cost 24 renders per listing view.
 * Tiles below the fold skip layout and paint until scrolled near (content-visibility), which halves
 * the first layout of a grid page on a phone. Texts are single strings: one DOM text node each to hydrate.
 */
export function ProductTile({ product, now, compact = false }: { product: ProductCardData; now: Date; compact?: boolean }) {
  const soldOut = product.inStockOfferCount === 0;
  // Compact: a row with a small picture on phones, the usual card from the small breakpoint up.
  const row = compact ? "flex-row sm:flex-col" : "flex-col";
  return (
    <li
      className={`relative overflow-hidden rounded-xl ${compact ? "[contain-intrinsic-height:auto_120px] sm:[contain-intrinsic-height:auto_300px]" : "[contain-intrinsic-height:auto_300px]"} [content-visibility:auto] bg-white shadow-sm ring-1 ring-gray-200 transition hover:ring-brand-600`}
    >
      <Link href={`/products/${product.id}`} prefetch={false} className={`flex h-full ${row}`} data-testid="product-tile">
        <div className={compact ? "w-24 shrink-0 self-center sm:w-auto sm:self-auto" : undefined}>
          <ProductThumb name={product.name} flavorTags={product.flavorTags} volumeMl={product.volumeMl} />
        </div>
        <div className={`flex min-w-0 flex-1 flex-col gap-1 ${compact ? "p-2.5 sm:p-3" : "p-3"}`}>
          <p className="truncate text-xs text-gray-600">{product.manufacturerName}</p>
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug" data-testid="product-name">
            {product.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-gray-600">
            <span>{`${INHALATION_LABELS[product.inhalation]} · ${NICOTINE_FORM_LABELS[product.nicotineForm]} ${product.nicotineMg}mg`}</span>
            {product.reviewCount > 0 && product.ratingAverage !== null ? (
              <RatingBadge average={product.ratingAverage} count={product.reviewCount} />
            ) : null}
          </p>
          <div className={compact ? "mt-auto flex flex-wrap items-center gap-x-2 pt-1 sm:block" : "mt-auto pt-1"}>
            <PriceBadges pricing={product} now={now} withLows={false} />
            <p
              className="text-lg font-bold tracking-tight"
              data-testid="product-price"
              data-price={product.lowestTotalPrice ?? ""}
              data-shop-price={product.lowestPrice ?? ""}
            >
              {soldOut ? (
                <span className="text-base text-gray-500">일시품절</span>
              ) : (
                <>
                  <Price won={product.lowestTotalPrice} className="basis-total" />
                  <Price won={product.lowestPrice} className="basis-shop" />
                </>
              )}
            </p>
            {soldOut ? null : (
              <p className="basis-full text-xs text-gray-600">
                <span className="basis-total">{`배송비 포함 · 상품가 ${formatWon(product.lowestPrice ?? 0)}`}</span>
                <span className="basis-shop">{`상품가 · 배송비 포함 ${formatWon(product.lowestTotalPrice ?? 0)}`}</span>
              </p>
            )}
            <p className="basis-full text-xs text-gray-600">
              {`${product.pricePerMl !== null && !soldOut ? `ml당 ${formatWon(product.pricePerMl)} · ` : ""}판매처 ${product.offerCount}곳`}
            </p>
          </div>
        </div>
      </Link>
      <HeartButton productId={product.id} productName={product.name} />
    </li>
  );
}
