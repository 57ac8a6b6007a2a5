import Link from "next/link";
import type { SearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { ActiveFilterChips } from "./active-filter-chips";
import { listActiveFilters } from "./active-filters";
import { countProductFacets } from "./count-product-facets";
import { toFacetChoices } from "./facet-choices";
import { listProducts } from "./list-products";
import { ListingFilters } from "./listing-filters";
import {
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  listingQueryString,
  parseListingParams,
  type ListingParams,
  type ListingSort,
  type ListingView,
} from "./listing-params";
import { PRICE_SORT_OF_BASIS, PriceBasisToggle } from "../pricing";
import { ProductGrid } from "./product-grid";
import type { Inhalation } from "../schema";

type Props = {
  inhalation: Inhalation;
  path: string;
  title: string;
  description: string;
  searchParams: SearchParams;
  /** The tool that saves this search, beside the view switch (the app passes the wishlist's button). */
  saveSearch?: React.ReactNode;
};

const VIEW_OPTIONS: Array<{ view: ListingView; label: string }> = [
  { view: "grid", label: "사진으로 보기" },
  { view: "list", label: "목록으로 보기" },
];

/** Picture grid or compact list: phones only (wider screens always have room for the grid). */
function ViewSwitch({ path, params }: { path: string; params: ListingParams }) {
  return (
    <nav aria-label="보기 방식" className="view-switch">
      {VIEW_OPTIONS.map(({ view, label }) => (
        <Link
          prefetch={false}
          scroll={false}
          key={view}
          href={`${path}${listingQueryString({ ...params, view })}`}
          aria-label={label}
          aria-current={params.view === view ? "true" : undefined}
          className={`view-${view}`}
        />
      ))}
    </nav>
  );
}

/** The two 최저가순 links, one per price basis: CSS shows the one of the visitor's basis. */
const BASIS_OF_SORT: Partial<Record<ListingSort, string>> = {
  [PRICE_SORT_OF_BASIS.total]: "basis-total",
  [PRICE_SORT_OF_BASIS.shop]: "basis-shop",
};

/** A listing page (입호흡 / 폐호흡): filters, sort, grid and pages, all read from and written to the URL. */
export async function ListingPage({ inhalation, path, title, description, searchParams, saveSearch }: Props) {
  const requested = parseListingParams(searchParams);
  const [listing, facets] = await Promise.all([
    listProducts({ inhalation, params: requested }),
    countProductFacets({ inhalation, params: requested }),
  ]);
  // An out-of-range page shows (and links from) the last page.
  const params = { ...requested, page: listing.page };
  const activeFilters = listActiveFilters({ params, facets });
  const now = new Date();
  return (
    <>
      <PageHeading title={title} description={description} />
      <ActiveFilterChips path={path} params={params} filters={activeFilters} />
      <div className="listing-layout">
        <ListingFilters
          path={path}
          params={params}
          facets={toFacetChoices(facets)}
          activeCount={activeFilters.length}
          total={listing.total}
          stateKey={listingQueryString(params)}
        />
        <section aria-labelledby="listing-results-title">
          <h2 id="listing-results-title" className="sr-only">
            상품 목록
          </h2>
          <div className="listing-toolbar">
            <div>
              <p className="text-sm text-gray-700" data-testid="result-count">
                <strong className="text-gray-900">{listing.total.toLocaleString("ko-KR")}개</strong> 상품
              </p>
              <div className="listing-tools">
                <PriceBasisToggle />
                {saveSearch}
                <ViewSwitch path={path} params={params} />
              </div>
            </div>
            <nav aria-label="정렬" className="chips chips-scroll listing-sorts">
              {LISTING_SORTS.map((sort) => (
                <Link
                  prefetch={false}
                  key={sort}
                  className={BASIS_OF_SORT[sort]}
                  href={`${path}${listingQueryString({ ...params, sort, page: 1 })}`}
                  aria-current={params.sort === sort ? "true" : undefined}
                >
                  {LISTING_SORT_LABELS[sort]}
                </Link>
              ))}
            </nav>
          </div>
          {listing.items.length ? (
            <ProductGrid products={listing.items} now={now} label={`${title} 상품`} compact={params.view === "list"} />
          ) : (
            <div className="rounded-xl bg-white p-8 text-center text-gray-700 ring-1 ring-gray-200">
              <p>조건에 맞는 상품이 없습니다.</p>
              <Link prefetch={false} href={path} className="mt-2 inline-block font-semibold text-brand-700 underline">
                필터 초기화
              </Link>
            </div>
          )}
          <Pagination
            page={params.page}
            pageCount={listing.pageCount}
            href={(page) => `${path}${listingQueryString({ ...params, page })}`}
          />
        </section>
      </div>
    </>
  );
}
