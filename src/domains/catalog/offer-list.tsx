import Link from "next/link";
import { formatWon } from "@/ui/format-won";
import { Price } from "@/ui/price";
import { formatFreshness } from "./freshness";
import type { OfferView } from "./get-product-detail";
import type { OfferOrder } from "./offer-order";

const ORDER_LABELS: Record<OfferOrder, string> = { price: "상품가순", total: "배송비 포함순" };

/** Every shop's offer for a product, cheapest first, each linking out through /go/[offerId]. */
export function OfferList({
  offers,
  order,
  orderHref,
  now,
}: {
  offers: OfferView[];
  order: OfferOrder;
  orderHref: (order: OfferOrder) => string;
  now: Date;
}) {
  return (
    <section aria-labelledby="offers-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-title" className="text-lg font-bold">
          판매처 {offers.length}곳
        </h2>
        <nav aria-label="판매처 정렬" className="flex gap-1">
          {(Object.keys(ORDER_LABELS) as OfferOrder[]).map((o) => (
            <Link
              key={o}
              href={orderHref(o)}
              scroll={false}
              aria-current={o === order ? "true" : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${o === order ? "bg-gray-900 text-white" : "text-gray-700 ring-1 ring-gray-300"}`}
            >
              {ORDER_LABELS[o]}
            </Link>
          ))}
        </nav>
      </div>
      <ol className="divide-y divide-gray-100" data-testid="offer-list">
        {offers.map((offer, i) => (
          <li
            key={offer.id}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 py-3 md:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto]"
            data-testid="offer-row"
            data-price={offer.price ?? ""}
            data-total={offer.total ?? ""}
            data-in-stock={offer.inStock ? "1" : "0"}
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {i === 0 && offer.inStock ? <span className="mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">최저</span> : null}
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
                )}{" "}
                · {formatFreshness(offer.lastCrawledAt, now)}
              </p>
            </div>
            <div className="text-right md:order-none">
              <p className={`text-lg font-bold ${offer.inStock ? "" : "text-gray-500 line-through"}`}>
                <Price won={offer.price} />
              </p>
              <p className="text-xs text-gray-600">{offer.perMl !== null ? `ml당 ${formatWon(offer.perMl)}` : ""}</p>
            </div>
            <p className="text-sm text-gray-700 md:text-right">
              배송비 {offer.shipping === null ? "—" : offer.shipping === 0 ? "무료" : formatWon(offer.shipping)}
            </p>
            <p className="text-right text-sm md:text-right">
              실구매가{" "}
              <strong>
                <Price won={offer.total} />
              </strong>
            </p>
            <a
              href={`/go/${offer.id}`}
              rel="nofollow noopener"
              target="_blank"
              className="col-span-2 rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800 md:col-span-1"
            >
              구매하러 가기<span className="sr-only"> ({offer.siteName}, 새 창)</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
