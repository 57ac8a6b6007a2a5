import Link from "next/link";
import { button } from "./admin-ui";

/** Previous/next links of a server-side table, keeping its other query parameters. */
export function AdminPagination({
  path,
  params,
  page,
  totalPages,
  total,
}: {
  path: string;
  params: Record<string, string | undefined>;
  page: number;
  totalPages: number;
  total: number;
}) {
  const href = (to: number) => {
    const query = new URLSearchParams(Object.entries({ ...params, page: String(to) }).filter((e): e is [string, string] => Boolean(e[1])));
    return `${path}?${query}`;
  };
  return (
    <nav aria-label="페이지" className="mt-3 flex items-center justify-between text-sm text-gray-600">
      <span>
        총 {total.toLocaleString("ko-KR")}건 · {page}/{totalPages}쪽
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link className={button} href={href(page - 1)}>
            이전
          </Link>
        ) : null}
        {page < totalPages ? (
          <Link className={button} href={href(page + 1)}>
            다음
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
