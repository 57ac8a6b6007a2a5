import "server-only";
import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { listSellerSiteNames } from "@/domains/catalog/shops";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { z } from "zod";
import { rowId } from "@/platform/http/row-id";
import { countFailuresInARow } from "../run";
import { crawlLogs, crawlRuns } from "../schema";
import { seoulDayStart } from "@/platform/time/seoul";

/** The crawl-log page's filters: site, status, Seoul day range, page. */
export const crawlRunQuery = z.object({
  siteId: rowId("판매처가 올바르지 않습니다.").optional(),
  status: z.enum(["running", "ok", "partial", "failed"]).optional(),
  from: z.iso.date("날짜 형식이 올바르지 않습니다.").optional(),
  to: z.iso.date("날짜 형식이 올바르지 않습니다.").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type CrawlRunQuery = z.output<typeof crawlRunQuery>;

/** Crawl runs, newest first, with their site's name and duration: `{ runs, pagination }`. */
export async function listCrawlRuns(query: CrawlRunQuery) {
  const filters: SQL[] = [];
  if (query.siteId) filters.push(eq(crawlRuns.sellerSiteId, query.siteId));
  if (query.status) filters.push(eq(crawlRuns.status, query.status));
  if (query.from) filters.push(gte(crawlRuns.startedAt, seoulDayStart(query.from)));
  if (query.to) filters.push(lt(crawlRuns.startedAt, new Date(seoulDayStart(query.to).getTime() + 86_400_000)));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(crawlRuns)
      .where(where)
      .orderBy(desc(crawlRuns.startedAt), desc(crawlRuns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(crawlRuns).where(where),
  ]);
  const names = await listSellerSiteNames({ siteIds: [...new Set(rows.map((r) => r.sellerSiteId))] });
  const total = totals?.total ?? 0;
  return {
    runs: rows.map((run) => ({
      ...run,
      siteName: names.get(run.sellerSiteId) ?? "",
      durationMs: run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** The pages of one run (failures first when asked), for the run's detail. */
export async function listCrawlLogsOfRun({ runId, errorsOnly = false }: { runId: number; errorsOnly?: boolean }) {
  return getDb()
    .select()
    .from(crawlLogs)
    .where(and(eq(crawlLogs.runId, runId), errorsOnly ? isNotNull(crawlLogs.errorCode) : undefined))
    .orderBy(crawlLogs.id)
    .limit(500);
}

/** `베이프몰 크롤링 완료: 244페이지 읽음 · 가격 변동 3 · 실패 0 · 64초`, what 지금 크롤링 says when its run ends. */
function crawlRunOutcome({
  status,
  counts: [ok, failed, changed, seconds],
}: {
  status: string | null;
  counts: [number, number, number, number | null];
}) {
  const verdict = status === "failed" ? "실패" : status === "partial" ? "일부 실패" : "완료";
  const took = seconds === null ? "" : ` · ${Number(seconds)}초`;
  return `크롤링 ${verdict}: ${Number(ok)}페이지 읽음 · 가격 변동 ${Number(changed)} · 실패 ${Number(failed)}${took}`;
}

/** Per site: last run, the share of pages read without error over its last 20 runs, and robots.txt refusals in the last run. */
export async function listCrawlHealth() {
  const list = await queryRows<{
    site_id: number;
    last_run_at: string | Date | null;
    last_status: string | null;
    last_counts: [ok: number, failed: number, changed: number, seconds: number | null] | null;
    ok: number;
    failed: number;
    robots_blocked: number;
  }>(
    getDb(),
    sql`
    select r.seller_site_id as site_id,
      max(r.started_at) as last_run_at,
      (array_agg(r.status order by r.started_at desc))[1] as last_status,
      (array_agg(json_build_array(r.ok_count, r.failed_count, r.changed_count, round(extract(epoch from r.finished_at - r.started_at)))
        order by r.started_at desc))[1] as last_counts,
      sum(r.ok_count)::int as ok, sum(r.failed_count)::int as failed,
      (select count(*)::int from ${crawlLogs} l where l.run_id = (array_agg(r.id order by r.started_at desc))[1]
        and l.error_code = 'BLOCKED_BY_ROBOTS') as robots_blocked
    from (select *, row_number() over (partition by seller_site_id order by started_at desc) as n from ${crawlRuns}) r
    where r.n <= 20 group by r.seller_site_id`,
  );
  const failures = await countFailuresInARow(getDb());
  return new Map(
    list.map((r) => [
      Number(r.site_id),
      {
        lastRunAt: r.last_run_at ? new Date(r.last_run_at) : null,
        lastStatus: r.last_status,
        /** The last run's outcome as its button reports it when it ends (crawlRunOutcome). */
        lastOutcome: r.last_counts ? crawlRunOutcome({ status: r.last_status, counts: r.last_counts }) : null,
        successRate: r.ok + r.failed > 0 ? r.ok / (r.ok + r.failed) : null,
        /** Pages robots.txt refused in the site's last run. */
        robotsBlocked: Number(r.robots_blocked),
        /** Failed runs since the last one that read anything: from two on, the shop is only probed, less and less often. */
        failuresInARow: failures.get(Number(r.site_id)) ?? 0,
      },
    ]),
  );
}
