"use client";

import "./product-tile.css";
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
 * A client component: the page's RSC payload carries each tile's data (~0.4 KB) instead of its element tree.
 */
export function ProductTile({ product, now, compact = false }: { product: ProductCardData; now: Date; compact?: boolean }) {
  const soldOut = product.inStockOfferCount === 0;
  return (
    <li className={compact ? "tile tile-compact" : "tile"}>
      <Link href={`/products/${product.id}`} prefetch={false} data-testid="product-tile">
        <div className="tile-thumb">
          <ProductThumb name={product.name} flavorTags={product.flavorTags} volumeMl={product.volumeMl} />
        </div>
        <div className="tile-body">
          <p className="tile-maker">{product.manufacturerName}</p>
          <h3 className="tile-name" data-testid="product-name">
            {product.name}
          </h3>
          <p className="tile-note tile-attributes">
            <span>{`${INHALATION_LABELS[product.inhalation]} · ${NICOTINE_FORM_LABELS[product.nicotineForm]} ${product.nicotineMg}mg`}</span>
            {product.reviewCount > 0 && product.ratingAverage !== null ? (
              <RatingBadge average={product.ratingAverage} count={product.reviewCount} />
            ) : null}
          </p>
          <div className="tile-prices">
            <PriceBadges pricing={product} now={now} withLows={false} />
            <p
              className="tile-price"
              data-testid="product-price"
              data-price={product.lowestTotalPrice ?? ""}
              data-shop-price={product.lowestPrice ?? ""}
            >
              {soldOut ? (
                <span className="tile-sold-out">일시품절</span>
              ) : (
                <>
                  <Price won={product.lowestTotalPrice} className="basis-total" />
                  <Price won={product.lowestPrice} className="basis-shop" />
                </>
              )}
            </p>
            {soldOut ? null : (
              <p className="tile-note">
                <span className="basis-total">{`배송비 포함 · 상품가 ${formatWon(product.lowestPrice ?? 0)}`}</span>
                <span className="basis-shop">{`상품가 · 배송비 포함 ${formatWon(product.lowestTotalPrice ?? 0)}`}</span>
              </p>
            )}
            <p className="tile-note">
              {`${product.pricePerMl !== null && !soldOut ? `ml당 ${formatWon(product.pricePerMl)} · ` : ""}판매처 ${product.offerCount}곳`}
            </p>
          </div>
        </div>
      </Link>
      <HeartButton productId={product.id} productName={product.name} />
    </li>
  );
}
