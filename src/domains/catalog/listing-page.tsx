import Link from "next/link";
import { SaveSearchButton } from "@/domains/wishlist/save-search-button";
import type { SearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { countProductFacets } from "./count-product-facets";
import { listProducts } from "./list-products";
import { ListingFilters } from "./listing-filters";
import { LISTING_SORT_LABELS, LISTING_SORTS, listingQueryString, parseListingParams } from "./listing-params";
import { ProductGrid } from "./product-grid";
import type { Inhalation } from "./schema";

type Props = {
  inhalation: Inhalation;
  path: string;
  title: string;
  description: string;
  searchParams: SearchParams;
};

/** A listing page (입호흡 / 폐호흡): filters, sort, grid and pages, all read from and written to the URL. */
export async function ListingPage({ inhalation, path, title, description, searchParams }: Props) {
  const params = parseListingParams(searchParams);
  const [listing, facets] = await Promise.all([listProducts({ inhalation, params }), countProductFacets({ inhalation, params })]);
  const now = new Date();
  return (
    <>
      <PageHeading title={title} description={description} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[240px_minmax(0,1fr)] lg:items-start">
        <ListingFilters path={path} params={params} facets={facets} />
        <section aria-labelledby="listing-results-title">
          <h2 id="listing-results-title" className="sr-only">
            상품 목록
          </h2>
          <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-gray-700" data-testid="result-count">
                <strong className="text-gray-900">{listing.total.toLocaleString("ko-KR")}개</strong> 상품
              </p>
              <SaveSearchButton />
            </div>
            <nav aria-label="정렬" className="-mx-1 flex gap-1 overflow-x-auto px-1">
              {LISTING_SORTS.map((sort) => (
                <Link
                  prefetch={false}
                  key={sort}
                  href={`${path}${listingQueryString({ ...params, sort, page: 1 })}`}
                  aria-current={params.sort === sort ? "true" : undefined}
                  className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ${params.sort === sort ? "bg-gray-900 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300"}`}
                >
                  {LISTING_SORT_LABELS[sort]}
                </Link>
              ))}
            </nav>
          </div>
          {listing.items.length ? (
            <ProductGrid products={listing.items} now={now} label={`${title} 상품`} />
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
