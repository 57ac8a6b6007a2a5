import Link from "next/link";

/** Previous/next links of the results page; the query stays in the URL so back/forward work. */
export function SearchPagination({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `/search?q=${encodeURIComponent(query)}${target > 1 ? `&page=${target}` : ""}`;
  const linkClass = "rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600";
  return (
    <nav aria-label="검색 결과 페이지" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link prefetch={false} href={href(page - 1)} rel="prev" className={linkClass}>
          이전
        </Link>
      ) : null}
      <span className="text-sm text-gray-600" aria-current="page">
        {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link prefetch={false} href={href(page + 1)} rel="next" className={linkClass}>
          다음
        </Link>
      ) : null}
    </nav>
  );
}
