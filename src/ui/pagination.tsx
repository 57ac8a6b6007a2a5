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
  const box = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  const link = `${box} bg-white ring-1 ring-gray-300 hover:ring-brand-600`;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap justify-center gap-1.5">
      {page > 1 ? (
        <Link prefetch={false} className={link} href={href(page - 1)} rel="prev">
          이전
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((target) =>
        target === page ? (
          <span key={target} aria-current="page" className={`${box} bg-brand-700 text-white`}>
            {target}
          </span>
        ) : (
          <Link prefetch={false} key={target} className={link} href={href(target)}>
            {target}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link prefetch={false} className={link} href={href(page + 1)} rel="next">
          다음
        </Link>
      ) : null}
    </nav>
  );
}
