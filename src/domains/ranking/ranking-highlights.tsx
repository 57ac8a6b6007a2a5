import Link from "next/link";
import { loadRankingBoards } from "./load-ranking";
import { RankedBoard } from "./ranked-board";
import { popularBoard } from "./ranking-boards";
import { rankingHref, type RankingTab } from "./ranking-tabs";

const HIGHLIGHTS: Array<{ board: string; tab: RankingTab; title: string }> = [
  { board: popularBoard("all", 7), tab: "popular", title: "인기 액상" },
  { board: "price-drop", tab: "price-drop", title: "가격 하락" },
  { board: "wishlist", tab: "wishlist", title: "찜 많은 액상" },
  { board: "shop", tab: "shop", title: "최저가 판매처" },
  { board: "search", tab: "search", title: "인기 검색어" },
];
const TOP = 3;

/** The home page's ranking section: the top 3 of each stored board, each linking to its /ranking tab. */
export async function RankingHighlights() {
  const loaded = await loadRankingBoards({ boards: HIGHLIGHTS.map((h) => h.board), limit: TOP });
  const shown = HIGHLIGHTS.filter((h) => loaded.boards.get(h.board)?.entries.length);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="home-ranking" className="mt-8">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="home-ranking" className="text-xl font-bold">
          랭킹
        </h2>
        <Link prefetch={false} href="/ranking" className="text-sm font-semibold text-brand-700 hover:underline">
          랭킹 더 보기
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((h) => (
          <div key={h.board} className="rounded-xl bg-white px-3 pb-1 pt-3 shadow-sm ring-1 ring-gray-200" data-testid="ranking-highlight">
            <h3 className="flex items-baseline justify-between text-sm font-bold">
              {h.title}
              <Link prefetch={false} href={rankingHref({ tab: h.tab })} className="text-xs font-semibold text-brand-700 hover:underline">
                전체 순위
              </Link>
            </h3>
            <RankedBoard board={h.board} loaded={loaded} compact />
          </div>
        ))}
      </div>
    </section>
  );
}
