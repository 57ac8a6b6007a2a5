import type { Logger } from "pino";
import { rollUpPageViews } from "@/domains/analytics/page-view-rollups";
import { seoulDayOf } from "@/platform/time/seoul";
import { insertPageViews, type PageView } from "@/domains/analytics/page-view-writer";
import { DEFAULT_LISTING_PARAMS, listProducts } from "@/domains/catalog/listing";
import { recomputeRankings } from "@/domains/ranking/ranking-service";
import { logSearch } from "@/domains/search/search-log";
import { searchProducts } from "@/domains/search/search-products";

const DAYS = 30;
const DAY_MS = 86_400_000;
const DEMO_SEARCHES: Array<[string, number]> = [
  ["레몬", 14],
  ["망고", 11],
  ["멘솔", 9],
  ["복숭아", 7],
  ["포도", 6],
  ["딸기", 5],
  ["연초", 4],
  ["수박", 3],
];

/**
 * A month of page views on the most popular demo products (more on the popular ones, varying by day,
 * so yesterday's ranking differs from today's), a week of searches, then yesterday's and today's
 * ranking snapshots: /ranking shows ranks and movement on first start.
 */
export async function seedDemoAnalytics({ log, now = new Date() }: { log: Logger; now?: Date }): Promise<void> {
  const lists = await Promise.all(
    (["MTL", "DL"] as const).map((inhalation) =>
      listProducts({ inhalation, params: { ...DEFAULT_LISTING_PARAMS, sort: "popular" }, pageSize: 20 }),
    ),
  );
  const products = lists.flatMap((list) => list!.items);
  const views: PageView[] = [];
  products.forEach((product, i) => {
    for (let age = 0; age < DAYS; age++) {
      const count = Math.max(0, Math.round((24 / (1 + (i % 20) / 3)) * (1 + 0.6 * Math.sin(i * 7 + age))));
      for (let n = 0; n < count; n++)
        views.push({
          path: `/products/${product.id}`,
          productId: product.id,
          visitorId: `demo-${i}-${age}-${n}`,
          memberId: null,
          referrer: null,
          viewedAt: new Date(now.getTime() - age * DAY_MS - n * 60_000),
        });
    }
  });
  for (let start = 0; start < views.length; start += 5_000) await insertPageViews(views.slice(start, start + 5_000));
  await rollUpPageViews({ days: Array.from({ length: DAYS + 1 }, (_, age) => seoulDayOf(new Date(now.getTime() - age * DAY_MS))) });

  let searches = 0;
  for (const [index, [q, visitors]] of DEMO_SEARCHES.entries()) {
    const result = await searchProducts({ q, limit: 1 });
    for (let v = 0; v < visitors; v++) {
      await logSearch({ q, result, ip: `198.51.100.${index * 20 + v}`, now: new Date(now.getTime() - (v % 6) * DAY_MS) });
      searches++;
    }
  }
  await recomputeRankings({ now: new Date(now.getTime() - DAY_MS) });
  await recomputeRankings({ now });
  log.info(`데모 방문 ${views.length.toLocaleString("ko-KR")}회, 검색 ${searches}회, 랭킹 스냅숏 (어제·오늘)`);
}
