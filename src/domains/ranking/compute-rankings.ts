import "server-only";
import { listProductViewsByDay } from "@/domains/analytics/page-view-rollups";
import { seoulDayOf } from "@/platform/time/seoul";
import { listPopularSearches } from "@/domains/search/search-log";
import { listProductSummaries } from "@/domains/catalog/listing";
import { listOutboundClicksByProductDay, listRecentPriceDrops, listShopStandings } from "@/domains/catalog/pricing";
import { listMostWishlistedProducts, listWishlistAddsByProductDay } from "@/domains/wishlist/wishlist-counts";
import { scorePopularity, shiftDay, type DailySignal } from "./popularity-score";
import { BOARD_SIZE, POPULAR_TYPES, POPULAR_WINDOWS, popularBoard, type RankedEntry } from "./ranking-boards";

const WEEK_MS = 7 * 86_400_000;

function byScore(a: RankedEntry, b: RankedEntry): number {
  return b.score - a.score || Number(a.subject) - Number(b.subject);
}

async function popularBoards(today: string): Promise<Array<[string, RankedEntry[]]>> {
  const range = { since: shiftDay(today, 29), until: shiftDay(today, -1) };
  const [views, clicks, adds] = await Promise.all([
    listProductViewsByDay(range),
    listOutboundClicksByProductDay(range),
    listWishlistAddsByProductDay(range),
  ]);
  const signals: DailySignal[] = [...views, ...clicks, ...adds];
  const scored = POPULAR_WINDOWS.map((days) => {
    const first = shiftDay(today, days - 1);
    return { days, scores: scorePopularity({ signals: signals.filter((s) => s.day >= first), lastDay: today }) };
  });
  const products = await listProductSummaries({ ids: [...scored[scored.length - 1]!.scores.keys()] });
  const boards: Array<[string, RankedEntry[]]> = [];
  for (const { days, scores } of scored)
    for (const type of POPULAR_TYPES) {
      const entries = products
        .filter((p) => (type === "all" || p.inhalation === type) && (scores.get(p.id) ?? 0) > 0)
        .map((p) => ({ subject: String(p.id), score: scores.get(p.id)!, detail: {} }))
        .sort(byScore);
      boards.push([popularBoard(type, days), entries.slice(0, BOARD_SIZE)]);
    }
  return boards;
}

async function wishlistBoard(): Promise<RankedEntry[]> {
  const counts = await listMostWishlistedProducts({ limit: BOARD_SIZE * 2 });
  const visible = new Set((await listProductSummaries({ ids: counts.map((c) => c.productId) })).map((p) => p.id));
  return counts
    .filter((c) => visible.has(c.productId))
    .slice(0, BOARD_SIZE)
    .map((c) => ({ subject: String(c.productId), score: c.wishlists, detail: { wishlists: c.wishlists } }));
}

/** Every board's entries as of `now`, best first (not yet ranked against the previous day). */
export async function computeRankings({ now = new Date() }: { now?: Date } = {}): Promise<Map<string, RankedEntry[]>> {
  const since = new Date(now.getTime() - WEEK_MS);
  const [popular, drops, wishlist, shops, searches] = await Promise.all([
    popularBoards(seoulDayOf(now)),
    listRecentPriceDrops({ since, limit: BOARD_SIZE }),
    wishlistBoard(),
    listShopStandings(now),
    listPopularSearches({ since, limit: 20 }),
  ]);
  return new Map([
    ...popular,
    [
      "price-drop",
      drops.map((d) => ({
        subject: String(d.productId),
        score: (d.fromPrice - d.toPrice) / d.fromPrice,
        detail: { from: d.fromPrice, to: d.toPrice },
      })),
    ],
    ["wishlist", wishlist],
    [
      "shop",
      shops.map((s) => ({
        subject: String(s.sellerSiteId),
        score: s.lowestShare,
        detail: { name: s.name, offerCount: s.offerCount, lowestShare: s.lowestShare, priceIndex: s.priceIndex },
      })),
    ],
    ["search", searches.map((s) => ({ subject: s.query, score: s.searches, detail: { searches: s.searches } }))],
  ]);
}
