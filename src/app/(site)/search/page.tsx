import type { Metadata } from "next";
import {
  ProductGrid,
  SearchRefinementBar,
  searchRefinementQuery,
  parseSearchRefinements,
  searchRefinementCondition,
  searchRefinementOrder,
} from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import { headers } from "next/headers";
import { after } from "next/server";
import { listPopularSearches, logSearch, SearchEmptyState } from "@/domains/search/search-log";
import { MAX_QUERY_LENGTH } from "@/domains/search/normalize-query";
import { quoteWithParticle } from "@/domains/search/quote-with-particle";
import { searchResults } from "@/domains/search/search-results";
import { SaveSearchButton } from "@/domains/wishlist/save-search-button";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { logger } from "@/platform/logger";
import { clientIpFrom } from "@/platform/rate-limit";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";

const PAGE_SIZE = 24;
const MAX_PAGE = 100;
const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

async function readParams(searchParams: PageSearchParams["searchParams"]) {
  const params = await searchParams;
  const q = (firstParam(params.q) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(firstParam(params.page) ?? "", 10) || 1));
  return { q, page, refine: parseSearchRefinements(params) };
}

/** Popular searches of the last week, offered when there is nothing (or nothing found) to show. */
function listRecentPopularSearches() {
  return listPopularSearches({ since: new Date(Date.now() - POPULAR_WINDOW_MS), limit: 12 });
}

export async function generateMetadata({ searchParams }: PageSearchParams): Promise<Metadata> {
  const { q } = await readParams(searchParams);
  return { title: q ? `"${q}" 검색 결과` : "검색", robots: { index: false, follow: true } };
}

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function SearchPage({ searchParams }: PageSearchParams) {
  const { q, page, refine } = await readParams(searchParams);
  if (!q) {
    return (
      <>
        <PageHeading title="검색" description="액상 이름, 제조사, 초성(예: ㄹㅁ → 레몬)으로 찾아보세요." />
        <SearchEmptyState popular={await listRecentPopularSearches()} />
      </>
    );
  }

  const result = await searchResults({
    q,
    page,
    pageSize: PAGE_SIZE,
    refine: { where: searchRefinementCondition(refine), orderBy: searchRefinementOrder(refine, new Date()) },
  });
  // Only the first page counts as a search; the log write happens after the response is sent.
  if (page === 1) {
    const ip = clientIpFrom(await headers());
    after(() => logSearch({ q, result, ip }).catch((err) => logger.warn({ err }, "search log failed")));
  }
  const popular = result.total === 0 ? await listRecentPopularSearches() : [];

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <PageHeading title={`‘${q}’ 검색 결과`} />
        <SaveSearchButton />
      </div>
      <SearchRefinementBar q={q} refine={refine} />
      {result.total > 0 ? (
        <>
          <p className="mb-4 text-sm text-gray-600" role="status">
            {!result.approximate
              ? result.filled
                ? `상품 ${result.total - result.filled}개 · 이름이 비슷한 상품 ${result.filled}개`
                : `상품 ${result.total}개`
              : result.correctedText
                ? `${quoteWithParticle({ word: q, particle: "와/과" })} 일치하는 상품이 없어 ‘${result.correctedText}’ 검색 결과 ${result.total}개를 보여 드립니다.`
                : `${quoteWithParticle({ word: q, particle: "와/과" })} 정확히 일치하는 상품이 없어 비슷한 상품 ${result.total}개를 보여 드립니다.`}
          </p>
          <h2 className="sr-only">검색된 상품</h2>
          <ProductGrid products={result.items} now={new Date()} label="검색 결과" />
          <Pagination
            page={page}
            pageCount={Math.ceil(result.total / PAGE_SIZE)}
            href={(target) => `/search${searchRefinementQuery(q, refine, target)}`}
            label="검색 결과 페이지"
          />
        </>
      ) : (
        <SearchEmptyState query={q} popular={popular} />
      )}
    </>
  );
});
