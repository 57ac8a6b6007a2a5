import "server-only";
import { and, count, gte, isNull, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { users } from "../schema";

/** Members for the dashboard: total (not withdrawn), joined today (Seoul) and per Seoul day over `days` days. */
export async function countMembersForDashboard({ days = 14, now = new Date() }: { days?: number; now?: Date } = {}) {
  const db = getDb();
  const [[totals], perDay] = await Promise.all([
    db.select({ total: count() }).from(users).where(isNull(users.deletedAt)),
    queryRows<{ day: string; n: number }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(u.id)::int as n
          from generate_series(date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul') - make_interval(days => ${days - 1}),
                               date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul'), interval '1 day') as d(day)
          left join ${users} u on date_trunc('day', u.created_at at time zone 'Asia/Seoul') = d.day
          group by d.day order by d.day`,
    ),
  ]);
  const series = perDay.map((r) => ({ day: r.day, count: Number(r.n) }));
  return {
    total: totals?.total ?? 0,
    newToday: series.at(-1)?.count ?? 0,
    newInPeriod: series.reduce((sum, d) => sum + d.count, 0),
    perDay: series,
  };
}

/** Members who signed in since `since` (the dashboard's "active" figure). */
export async function countActiveMembers({ since }: { since: Date }): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(users)
    .where(and(gte(users.lastSignInAt, since), isNull(users.deletedAt)));
  return row?.n ?? 0;
}
