import Link from "next/link";
import { PageHeading } from "@/ui/page-heading";
import { loadRankingBoards } from "./load-ranking";
import { RankedBoard } from "./ranked-board";
import { POPULAR_TYPES, POPULAR_WINDOWS } from "./ranking-boards";
import { boardOf, POPULAR_TYPE_LABELS, RANKING_TABS, rankingHref, type RankingView } from "./ranking-tabs";
import { seoulFormat } from "@/platform/time/seoul";

const seoulTime = seoulFormat("ko-KR", {
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const DESCRIPTIONS: Record<RankingView["tab"], string> = {
  popular: "조회수, 찜, 쇼핑몰로 나간 클릭을 최근일수록 크게 더한 점수 순입니다.",
  "price-drop": "최근 7일 안에 최저가(배송비 포함)가 가장 크게 내린 순입니다.",
  wishlist: "지금 찜한 회원이 많은 순입니다.",
  shop: "재고 있는 상품 중 그 상품의 최저가를 가진 비율이 높은 순입니다. 가격지수 100은 늘 최저가라는 뜻입니다.",
  search: "최근 7일 동안 검색 결과가 있었던 검색어를 방문자당 하루 한 번씩 센 순입니다.",
};

function Pill({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      prefetch={false}
      href={href}
      aria-current={active ? "page" : undefined}
      className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-200 hover:ring-brand-600"}`}
    >
      {children}
    </Link>
  );
}

/** /ranking: the stored snapshot of the chosen board (recomputed hourly in the background, never here). */
export async function RankingPage({ view }: { view: RankingView }) {
  const board = boardOf(view);
  const loaded = await loadRankingBoards({ boards: [board], limit: 50 });
  const stored = loaded.boards.get(board);
  return (
    <>
      <PageHeading title="랭킹" description={DESCRIPTIONS[view.tab]} />
      <nav aria-label="랭킹 종류" className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {RANKING_TABS.map((tab) => (
          <Pill key={tab.id} href={rankingHref({ tab: tab.id })} active={view.tab === tab.id}>
            {tab.label}
          </Pill>
        ))}
      </nav>
      {view.tab === "popular" ? (
        <div className="mb-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <nav aria-label="호흡 방식" className="flex gap-1">
            {POPULAR_TYPES.map((type) => (
              <Pill key={type} href={rankingHref({ ...view, type })} active={view.type === type}>
                {POPULAR_TYPE_LABELS[type]}
              </Pill>
            ))}
          </nav>
          <nav aria-label="기간" className="flex gap-1">
            {POPULAR_WINDOWS.map((days) => (
              <Pill key={days} href={rankingHref({ ...view, days })} active={view.days === days}>
                {`${days}일`}
              </Pill>
            ))}
          </nav>
        </div>
      ) : null}
      <section className="rounded-xl bg-white px-3 shadow-sm ring-1 ring-gray-200 sm:px-4">
        {stored?.entries.length ? (
          <RankedBoard board={board} loaded={loaded} />
        ) : (
          <p className="py-10 text-center text-gray-600">아직 집계된 순위가 없습니다. 순위는 매시간 새로 계산됩니다.</p>
        )}
      </section>
      {stored ? (
        <p className="mt-2 text-xs text-gray-500">{`${seoulTime.format(stored.computedAt)} 기준 · 매시간 갱신 · ▲▼ NEW는 전날 순위와 비교`}</p>
      ) : null}
    </>
  );
}
