import Link from "next/link";
import { PageHeading } from "@/ui/page-heading";
import { countProductFacets } from "./count-product-facets";
import { listProducts } from "./list-products";
import { ListingFilters } from "./listing-filters";
import { LISTING_SORT_LABELS, LISTING_SORTS, listingQueryString, parseListingParams, type ListingParams } from "./listing-params";
import { ProductGrid } from "./product-grid";
import type { Inhalation } from "./schema";

type Props = {
  inhalation: Inhalation;
  path: string;
  title: string;
  description: string;
  searchParams: Record<string, string | string[] | undefined>;
};

function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  return Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
}

function Pagination({ path, params, pageCount }: { path: string; params: ListingParams; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (page: number) => `${path}${listingQueryString({ ...params, page })}`;
  const box = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  const link = `${box} bg-white ring-1 ring-gray-300 hover:ring-brand-600`;
  return (
    <nav aria-label="페이지" className="mt-6 flex flex-wrap justify-center gap-1.5">
      {params.page > 1 ? (
        <Link prefetch={false} className={link} href={href(params.page - 1)} rel="prev">
          이전
        </Link>
      ) : null}
      {pageWindow(params.page, pageCount).map((page) =>
        page === params.page ? (
          <span key={page} aria-current="page" className={`${box} bg-brand-700 text-white`}>
            {page}
          </span>
        ) : (
          <Link prefetch={false} key={page} className={link} href={href(page)}>
            {page}
          </Link>
        ),
      )}
      {params.page < pageCount ? (
        <Link prefetch={false} className={link} href={href(params.page + 1)} rel="next">
          다음
        </Link>
      ) : null}
    </nav>
  );
}

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
            <p className="text-sm text-gray-700" data-testid="result-count">
              <strong className="text-gray-900">{listing.total.toLocaleString("ko-KR")}개</strong> 상품
            </p>
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
          <Pagination path={path} params={params} pageCount={listing.pageCount} />
        </section>
      </div>
    </>
  );
}
