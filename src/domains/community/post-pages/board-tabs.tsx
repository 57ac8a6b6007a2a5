import Link from "next/link";
import type { Board } from "../boards";

/** 전체 and one tab per board; the current one is marked for screen readers too. */
export function BoardTabs({ boards, current }: { boards: Pick<Board, "slug" | "name">[]; current: string | undefined }) {
  const tabs = [{ slug: undefined, name: "전체" }, ...boards];
  return (
    <nav aria-label="게시판" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1.5 whitespace-nowrap">
        {tabs.map((tab) => {
          const active = tab.slug === current;
          return (
            <li key={tab.slug ?? "all"}>
              <Link
                href={tab.slug ? `/community?board=${tab.slug}` : "/community"}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300 hover:ring-brand-600"}`}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
