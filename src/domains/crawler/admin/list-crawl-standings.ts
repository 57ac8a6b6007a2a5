import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { crawlStanding, type CrawlStanding } from "./crawl-standing";

/** Every seller site's crawl standing (대기·정상·지연·중단 and its lag) at `now`. */
export async function listCrawlStandings({ now = new Date() }: { now?: Date } = {}): Promise<Map<number, CrawlStanding>> {
  const rows = await queryRows<{
    site_id: number;
    interval_minutes: number;
    created_at: string | Date;
    offer_count: number;
    never_tried: boolean | null;
    oldest_tried_at: string | Date | null;
    never_confirmed: boolean | null;
    oldest_confirmed_at: string | Date | null;
    last_success_at: string | Date | null;
  }>(
    getDb(),
    sql`
    select s.id as site_id, s.crawl_interval_minutes as interval_minutes, s.created_at,
      count(o.id)::int as offer_count,
      bool_or(coalesce(st.last_attempt_at, o.last_crawled_at) is null) as never_tried,
      min(coalesce(st.last_attempt_at, o.last_crawled_at)) as oldest_tried_at,
      bool_or(o.last_crawled_at is null) as never_confirmed,
      min(o.last_crawled_at) as oldest_confirmed_at,
      (select max(r.finished_at) from crawl_run r where r.seller_site_id = s.id and r.status in ('ok', 'partial')) as last_success_at
    from seller_site s
      left join offer o on o.seller_site_id = s.id
      left join offer_crawl_state st on st.offer_id = o.id
    group by s.id`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((r) => {
      const lastSuccessAt = date(r.last_success_at);
      // A shop without offers is as current as its last successful run (its list pages).
      const noOffers = Number(r.offer_count) === 0;
      const oldestTriedAt = noOffers ? lastSuccessAt : r.never_tried ? null : date(r.oldest_tried_at);
      const oldestConfirmedAt = noOffers ? lastSuccessAt : r.never_confirmed ? null : date(r.oldest_confirmed_at);
      return [
        Number(r.site_id),
        crawlStanding({
          intervalMinutes: Number(r.interval_minutes),
          oldestTriedAt,
          oldestConfirmedAt,
          lastSuccessAt,
          createdAt: new Date(r.created_at),
          now,
        }),
      ];
    }),
  );
}
