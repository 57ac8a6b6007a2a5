import Link from "next/link";
import { toQueryString } from "@/platform/http/search-params";
import { INHALATION_LABELS } from "../labels";
import { LISTING_SORT_LABELS, LISTING_SORTS, type ListingSort } from "./listing-params";
import { PRICE_SORT_OF_BASIS, PriceBasisToggle } from "../pricing";
import type { SearchRefinements } from "./search-refinements";

const VOLUMES = [30, 60, 100] as const;
const BASIS_OF_SORT: Partial<Record<ListingSort, string>> = {
  [PRICE_SORT_OF_BASIS.total]: "basis-total",
  [PRICE_SORT_OF_BASIS.shop]: "basis-shop",
};

/** The refinements as a query string beside `q` (defaults left out, back on page 1). */
export function searchRefinementQuery(q: string, { params, inhalation, sort }: SearchRefinements, page?: number): string {
  return toQueryString({
    q,
    type: inhalation ?? undefined,
    vol: params.volumes,
    form: params.forms,
    min: params.minPrice,
    max: params.maxPrice,
    stock: params.inStock ? "1" : undefined,
    sort: sort ?? undefined,
    page: page && page > 1 ? page : undefined,
  });
}

/**
 * /search's sort links (관련도순 first, then the listings' own) and a plain GET form of filters (종류, 용량, 최고가,
 * 재고): no script needed, every state is a URL as on the listings.
 */
export function SearchRefinementBar({ q, refine }: { q: string; refine: SearchRefinements }) {
  const sorts: Array<ListingSort | null> = [null, ...LISTING_SORTS];
  return (
    <div className="listing-toolbar mb-4" data-testid="search-refinements">
      <form method="get" action="/search" className="flex flex-wrap items-end gap-3 text-sm" aria-label="검색 결과 좁히기">
        <input type="hidden" name="q" value={q} />
        {refine.sort ? <input type="hidden" name="sort" value={refine.sort} /> : null}
        <label className="flex flex-col gap-1">
          종류
          <select name="type" defaultValue={refine.inhalation ?? ""} className="rounded-lg border border-gray-300 px-2 py-1.5">
            <option value="">전체</option>
            <option value="MTL">{INHALATION_LABELS.MTL}</option>
            <option value="DL">{INHALATION_LABELS.DL}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          용량
          <select name="vol" defaultValue={refine.params.volumes[0] ?? ""} className="rounded-lg border border-gray-300 px-2 py-1.5">
            <option value="">전체</option>
            {VOLUMES.map((ml) => (
              <option key={ml} value={ml}>{`${ml}ml`}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          최고 실구매가 (원)
          <input
            name="max"
            inputMode="numeric"
            defaultValue={refine.params.maxPrice ?? ""}
            className="w-28 rounded-lg border border-gray-300 px-2 py-1.5"
          />
        </label>
        <label className="flex items-center gap-1.5 py-1.5">
          <input type="checkbox" name="stock" value="1" defaultChecked={refine.params.inStock} />
          재고 있는 상품만
        </label>
        <button type="submit" className="rounded-lg bg-gray-900 px-3 py-1.5 font-semibold text-white">
          적용
        </button>
        <PriceBasisToggle />
      </form>
      <nav aria-label="정렬" className="chips chips-scroll listing-sorts mt-3">
        {sorts.map((sort) => (
          <Link
            prefetch={false}
            key={sort ?? "relevance"}
            className={sort ? BASIS_OF_SORT[sort] : undefined}
            href={`/search${searchRefinementQuery(q, { ...refine, sort })}`}
            aria-current={refine.sort === sort ? "true" : undefined}
          >
            {sort ? LISTING_SORT_LABELS[sort] : "관련도순"}
          </Link>
        ))}
      </nav>
    </div>
  );
}
