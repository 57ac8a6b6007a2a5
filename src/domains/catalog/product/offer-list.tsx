"use client";

import { useMemo } from "react";
import { formatWon, wonOrDash } from "@/ui/format-won";
import { CheckedTimes } from "./checked-times";
import { formatFreshness } from "../pricing/client";
import { unpackOffer, type OfferRow, type PackedOffer } from "./offer-row";
import { sortOffers } from "./offer-order";
import { isOfferBuyable } from "../offer-standing";
import { lowestOfferId, offerAction } from "./offer-row-standing";
import { PriceReportButton } from "../price-reports/client";
import { OfferKindNotes } from "./offer-kind-notes";

function OfferPrice({ offer }: { offer: OfferRow }) {
  const shipping = offer.shipping === null ? "—" : offer.shipping === 0 ? "무료" : formatWon(offer.shipping);
  const total = wonOrDash(offer.total);
  const price = wonOrDash(offer.price);
  const figure = offer.inStock && !offer.stale ? "offer-price" : "offer-price offer-price-secondary";
  return (
    <div className="offer-prices">
      <p className={`basis-total ${figure}`}>
        <span className="sr-only">실구매가 </span>
        {total}
      </p>
      <p className="basis-total offer-note">{`상품가 ${price} + 배송비 ${shipping}`}</p>
      <p className={`basis-shop ${figure}`}>{price}</p>
      <p className="basis-shop offer-note">{`배송비 ${shipping} · 실구매가 ${total}`}</p>
    </div>
  );
}

/** 구매하러 가기 for a buyable offer; 쇼핑몰에서 확인 (secondary) for a stale one; 품절 without a link. */
function OfferLink({ offer }: { offer: OfferRow }) {
  const action = offerAction(offer);
  if (action === "sold-out")
    return (
      <span aria-disabled="true" className="offer-buy offer-sold-out">
        품절<span className="sr-only">{` (${offer.siteName})`}</span>
      </span>
    );
  return (
    <a
      href={`/go/${offer.id}`}
      rel="nofollow noopener"
      target="_blank"
      className={action === "buy" ? "offer-buy" : "offer-buy offer-check"}
    >
      {action === "buy" ? "구매하러 가기" : "쇼핑몰에서 확인"}
      <span className="sr-only">{` (${offer.siteName}, 새 창)`}</span>
    </a>
  );
}

/**
 * Every shop's offer for a product: rendered in all-in order, reordered by CSS when the visitor picks 상품가만.
 * Sold-out offers have no buy link; stale ones (not confirmed for two crawl intervals) are dimmed, never 최저.
 * A client component given packed offers: the page's RSC payload carries the offers' data instead of each row's element tree.
 */
export function OfferList({
  offers: packed,
  lowest,
  now,
}: {
  offers: PackedOffer[];
  /** The product's stored buyable lowests (all-in, shop price): the offer at that price wears 최저. */
  lowest: [total: number | null, shop: number | null];
  now: Date;
}) {
  const offers = useMemo(() => packed.map(unpackOffer), [packed]);
  const byTotal = sortOffers(offers, "total");
  const byShop = sortOffers(offers, "price");
  const lowestTotal = lowestOfferId(byTotal, lowest[0], (o) => o.total);
  const buyable = offers.filter(isOfferBuyable).length;
  const lowestShop = lowestOfferId(byShop, lowest[1], (o) => o.price);
  return (
    <section aria-labelledby="offers-title" className="card">
      <h2 id="offers-title" className="card-title">
        {`판매처 ${offers.length}곳`}
        {buyable < offers.length ? <span className="offer-note">{` · 지금 구매 가능 ${buyable}곳`}</span> : null}
      </h2>
      <ol className="flex flex-col" data-testid="offer-list">
        {byTotal.map((offer, i) => (
          <li
            key={offer.id}
            style={{ "--total-rank": i, "--shop-rank": byShop.indexOf(offer) } as React.CSSProperties}
            className={offer.stale ? "basis-ordered offer-row offer-stale" : "basis-ordered offer-row"}
            data-testid="offer-row"
            data-price={offer.price ?? ""}
            data-total={offer.total ?? ""}
            data-in-stock={offer.inStock ? "1" : "0"}
            data-stale={offer.stale ? "1" : "0"}
            data-quantity={offer.quantity}
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {offer.id === lowestTotal ? <span className="basis-total offer-lowest">최저</span> : null}
                {offer.id === lowestShop ? <span className="basis-shop offer-lowest">최저</span> : null}
                <a href={`/shops/${offer.siteSlug}`} className="offer-shop">
                  {offer.siteName}
                </a>
                {offer.siteVerified ? <span className="shop-verified ml-1.5 align-middle">사업자 확인</span> : null}
              </p>
              <p className="offer-note offer-title">{offer.sellerTitle}</p>
              <p className="offer-note">
                {offer.inStock ? <span className="offer-in-stock">재고 있음</span> : <span className="offer-out">품절</span>}
                {offer.stale ? <span className="offer-late"> · 확인 지연</span> : null}
                {" · "}
                <time data-checked dateTime={offer.lastCrawledAt?.toISOString()}>
                  {formatFreshness(offer.lastCrawledAt, now)}
                </time>
              </p>
              <OfferKindNotes offer={offer} />
              <PriceReportButton offerId={offer.id} siteName={offer.siteName} />
            </div>
            <OfferPrice offer={offer} />
            <OfferLink offer={offer} />
          </li>
        ))}
      </ol>
      <CheckedTimes />
    </section>
  );
}
