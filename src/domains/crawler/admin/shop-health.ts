import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { countFailuresInARow } from "../run";
import { listShopLags } from "./shop-lags";

export type ShopHealth = {
  siteId: number;
  shop: string;
  intervalMinutes: number;
  failuresInARow: number;
  lagMs: number | null;
  /** What the last failed run met most, for people: `HTTP 500`, `읽기 실패(가격 없음)`, `robots.txt 차단`, `시간 초과`… */
  errorClass: string | null;
};

const PARSE_FAILURES = new Set([
  "NO_PRICE",
  "BAD_PRICE",
  "EMPTY_PAGE",
  "CONFLICTING_PRICES",
  "INVALID_SELECTOR",
  "INVALID_EXTRACTION",
  "AMBIGUOUS_PRICE",
]);

/** The error class of a crawl log's code (and HTTP status): HTTP status, parse failure, robots, timeout, network. */
export function crawlErrorClass(code: string | null, httpStatus: number | null): string {
  if (code === "HTTP_ERROR") return `HTTP ${httpStatus ?? "오류"}`;
  if (code === "BLOCKED_BY_ROBOTS") return "robots.txt 차단";
  if (code === "TIMEOUT") return "시간 초과";
  if (code === "NETWORK") return "연결 실패";
  if (code && PARSE_FAILURES.has(code)) return `읽기 실패(${code})`;
  return code ?? "내부 오류";
}

/** Every enabled shop's failed runs in a row, lag past its interval and the last failed run's commonest error class. */
export async function listShopHealth({ now = new Date() }: { now?: Date } = {}): Promise<ShopHealth[]> {
  const db = getDb();
  const [lags, failures, causes, intervals] = await Promise.all([
    listShopLags({ now }),
    countFailuresInARow(db),
    queryRows<{ site_id: number; error_code: string | null; http_status: number | null }>(
      db,
      sql`select distinct on (r.seller_site_id) r.seller_site_id as site_id, l.error_code, l.http_status
        from crawl_run r join crawl_log l on l.run_id = r.id
        where r.status = 'failed' and l.error_code is not null
          and r.id = (select max(id) from crawl_run f where f.seller_site_id = r.seller_site_id and f.status = 'failed')
        group by r.seller_site_id, l.error_code, l.http_status
        order by r.seller_site_id, count(*) desc`,
    ),
    queryRows<{ id: number; crawl_interval_minutes: number }>(db, sql`select id, crawl_interval_minutes from seller_site`),
  ]);
  const causeOf = new Map(causes.map((c) => [Number(c.site_id), crawlErrorClass(c.error_code, c.http_status)]));
  const intervalOf = new Map(intervals.map((s) => [Number(s.id), Number(s.crawl_interval_minutes)]));
  return lags.map(({ siteId, shop, lagMs }) => ({
    siteId,
    shop,
    intervalMinutes: intervalOf.get(siteId) ?? 0,
    failuresInARow: failures.get(siteId) ?? 0,
    lagMs,
    errorClass: causeOf.get(siteId) ?? null,
  }));
}

/**
 * The crawl queue stalls when some shop is past its interval by more than `quietMinutes` and no run has started or
 * finished anywhere for as long: work waits, nothing takes it (a dead worker, a wedged scheduler).
 */
export async function detectCrawlStall({ now = new Date(), quietMinutes }: { now?: Date; quietMinutes: number }) {
  const quietMs = quietMinutes * 60_000;
  const lags = await listShopLags({ now });
  const waiting = lags.filter((l) => l.lagMs !== null && l.lagMs > quietMs);
  if (waiting.length === 0) return null;
  const [row] = await queryRows<{ last: string | Date | null }>(
    getDb(),
    sql`select max(greatest(started_at, finished_at)) as last from crawl_run`,
  );
  const last = row?.last ? new Date(row.last) : null;
  if (last && now.getTime() - last.getTime() <= quietMs) return null;
  return { waitingShops: waiting.length, lastActivityAt: last };
}
