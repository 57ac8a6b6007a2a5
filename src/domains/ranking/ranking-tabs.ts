import { z } from "zod";
import { popularBoard, POPULAR_TYPES, POPULAR_WINDOWS, type PopularType, type PopularWindow } from "./ranking-boards";

export const RANKING_TABS = [
  { id: "popular", label: "인기" },
  { id: "price-drop", label: "가격 하락" },
  { id: "wishlist", label: "찜 많은" },
  { id: "shop", label: "판매처" },
  { id: "search", label: "인기 검색어" },
] as const;
export type RankingTab = (typeof RANKING_TABS)[number]["id"];

export const POPULAR_TYPE_LABELS: Record<PopularType, string> = { all: "전체", MTL: "입호흡", DL: "폐호흡" };

/** /ranking's query: unknown values fall back to the default view (인기 · 전체 · 7일) instead of an error page. */
const rankingQuery = z.object({
  tab: z.enum(RANKING_TABS.map((t) => t.id) as [RankingTab, ...RankingTab[]]).catch("popular"),
  type: z.enum(POPULAR_TYPES).catch("all"),
  days: z.coerce
    .number()
    .pipe(z.union(POPULAR_WINDOWS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>]))
    .catch(7),
});
export type RankingView = { tab: RankingTab; type: PopularType; days: PopularWindow };

export function parseRankingView(params: Record<string, string | string[] | undefined>): RankingView {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return rankingQuery.parse({ tab: first(params.tab), type: first(params.type), days: first(params.days) });
}

/** The stored board a view shows. */
export function boardOf(view: RankingView): string {
  return view.tab === "popular" ? popularBoard(view.type, view.days) : view.tab;
}

/** The /ranking URL of a view, defaults left out. */
export function rankingHref(view: Partial<RankingView>): string {
  const query = new URLSearchParams();
  if (view.tab && view.tab !== "popular") query.set("tab", view.tab);
  if (view.tab === "popular" || !view.tab) {
    if (view.type && view.type !== "all") query.set("type", view.type);
    if (view.days && view.days !== 7) query.set("days", String(view.days));
  }
  const text = query.toString();
  return text ? `/ranking?${text}` : "/ranking";
}
