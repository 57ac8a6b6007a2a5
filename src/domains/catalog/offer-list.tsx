"use client";

import { formatWon } from "@/ui/format-won";
import { Price } from "@/ui/price";
import { CheckedTimes } from "./checked-times";
import { formatFreshness } from "./freshness";
import type { OfferView } from "./get-product-detail";
import { sortOffers } from "./offer-order";
import { isOfferBuyable } from "./offer-standing";

const LOWEST_BADGE = "mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white";

function OfferPrice({ offer }: { offer: OfferView }) {
  const shipping = offer.shipping === null ? "—" : offer.shipping === 0 ? "무료" : formatWon(offer.shipping);
  const muted = offer.inStock ? "" : "text-gray-500";
  return (
    <div className="text-right">
      <p className={`basis-total text-lg font-bold ${muted}`}>
        <span className="sr-only">실구매가 </span>
        <Price won={offer.total} />
      </p>
      <p className="basis-total text-xs text-gray-600">
        상품가 <Price won={offer.price} /> + 배송비 {shipping}
      </p>
      <p className={`basis-shop text-lg font-bold ${muted}`}>
        <Price won={offer.price} />
      </p>
      <p className="basis-shop text-xs text-gray-600">
        배송비 {shipping} · 실구매가 <Price won={offer.total} />
      </p>
    </div>
  );
}

/**
 * Every shop's offer for a product: rendered in all-in order, reordered by CSS when the visitor picks 상품가만.
 * Sold-out offers have no buy link; stale ones (not confirmed for two crawl intervals) are dimmed, never 최저.
 * A client component: the page's RSC payload carries the offers' data instead of each row's element tree.
 */
export function OfferList({ offers, now }: { offers: OfferView[]; now: Date }) {
  const byTotal = sortOffers(offers, "total");
  const byShop = sortOffers(offers, "price");
  const lowestTotal = byTotal[0] && isOfferBuyable(byTotal[0]) ? byTotal[0].id : null;
  const lowestShop = byShop[0] && isOfferBuyable(byShop[0]) ? byShop[0].id : null;
  return (
    <section aria-labelledby="offers-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id="offers-title" className="mb-2 text-lg font-bold">
        판매처 {offers.length}곳
      </h2>
      <ol className="flex flex-col" data-testid="offer-list">
        {byTotal.map((offer, i) => (
          <li
            key={offer.id}
            style={{ "--total-rank": i, "--shop-rank": byShop.indexOf(offer) } as React.CSSProperties}
            className={offer.stale ? "basis-ordered offer-row opacity-60" : "basis-ordered offer-row"}
            data-testid="offer-row"
            data-price={offer.price ?? ""}
            data-total={offer.total ?? ""}
            data-in-stock={offer.inStock ? "1" : "0"}
            data-stale={offer.stale ? "1" : "0"}
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {offer.id === lowestTotal ? <span className={`basis-total ${LOWEST_BADGE}`}>최저</span> : null}
                {offer.id === lowestShop ? <span className={`basis-shop ${LOWEST_BADGE}`}>최저</span> : null}
                {offer.siteName}
              </p>
              <p className="truncate text-xs text-gray-600" title={offer.sellerTitle ?? undefined}>
                {offer.sellerTitle}
              </p>
              <p className="text-xs text-gray-600">
                {offer.inStock ? (
                  <span className="text-emerald-700">재고 있음</span>
                ) : (
                  <span className="font-semibold text-drop">품절</span>
                )}
                {offer.stale ? <span className="font-semibold text-amber-700"> · 확인 지연</span> : null} ·{" "}
                <time data-checked dateTime={offer.lastCrawledAt?.toISOString()}>
                  {formatFreshness(offer.lastCrawledAt, now)}
                </time>
              </p>
            </div>
            <OfferPrice offer={offer} />
            {offer.inStock ? (
              <a href={`/go/${offer.id}`} rel="nofollow noopener" target="_blank" className="offer-buy">
                구매하러 가기<span className="sr-only"> ({offer.siteName}, 새 창)</span>
              </a>
            ) : (
              <span aria-disabled="true" className="offer-buy offer-sold-out">
                품절<span className="sr-only"> ({offer.siteName})</span>
              </span>
            )}
          </li>
        ))}
      </ol>
      <CheckedTimes />
    </section>
  );
}
