import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { DUE_SLACK } from "./crawl-site";

/** A site run the scheduler should start: how many offers at most, and whether to read list pages. */
export type DueCrawl = { siteId: number; limit: number; discover: boolean };

const MIN_GAP_MS = 30_000;

/**
 * Enabled sites with work to do. An offer is due once its last try is a crawl interval old; a site
 * runs at most every quarter interval and takes a quarter of its offers per run (least recently tried
 * first), so a site's offers spread over time instead of arriving as one burst. List pages are read
 * once per interval.
 */
export async function listDueCrawls(db: Db, { now }: { now: Date }): Promise<DueCrawl[]> {
  const rows = await queryRows<{
    id: number;
    interval_min: number;
    list_count: number;
    offers: number | string;
    due: number | string;
    last_run: string | null;
    last_discovery: string | null;
  }>(
    db,
    sql`select s.id, s.crawl_interval_minutes as interval_min, jsonb_array_length(s.list_urls) as list_count,
          (select count(*) from offer o where o.seller_site_id = s.id) as offers,
          (select count(*) from offer o left join offer_crawl_state st on st.offer_id = o.id
            where o.seller_site_id = s.id
              and (coalesce(st.last_attempt_at, o.last_crawled_at) is null
                or coalesce(st.last_attempt_at, o.last_crawled_at) <= ${now.toISOString()}::timestamptz - make_interval(secs => s.crawl_interval_minutes * 60 * ${sql.raw(String(DUE_SLACK))}))) as due,
          (select max(started_at) from crawl_run r where r.seller_site_id = s.id) as last_run,
          (select max(started_at) from crawl_run r where r.seller_site_id = s.id and r.list_pages > 0) as last_discovery
        from seller_site s where s.enabled order by s.id`,
  );
  const due: DueCrawl[] = [];
  for (const row of rows) {
    const intervalMs = Number(row.interval_min) * 60_000;
    const sinceRun = row.last_run ? now.getTime() - new Date(row.last_run).getTime() : Infinity;
    if (sinceRun < Math.max(MIN_GAP_MS, intervalMs / 4)) continue;
    const discover =
      Number(row.list_count) > 0 && (!row.last_discovery || now.getTime() - new Date(row.last_discovery).getTime() >= intervalMs);
    if (Number(row.due) === 0 && !discover) continue;
    due.push({ siteId: Number(row.id), limit: Math.max(20, Math.ceil(Number(row.offers) / 4)), discover });
  }
  return due;
}
