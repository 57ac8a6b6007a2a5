import Link from "next/link";

function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  return Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
}

/** Previous / numbered / next page links; the state stays in the URL so back/forward work. */
export function Pagination({
  page,
  pageCount,
  href,
  label = "페이지",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="pages">
      {page > 1 ? (
        <Link prefetch={false} href={href(page - 1)} rel="prev">
          이전
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            {target}
          </span>
        ) : (
          <Link prefetch={false} key={target} href={href(target)}>
            {target}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link prefetch={false} href={href(page + 1)} rel="next">
          다음
        </Link>
      ) : null}
    </nav>
  );
}
