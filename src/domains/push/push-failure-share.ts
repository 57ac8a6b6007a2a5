import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

/** Of the subscriptions push was tried on since `since`, how many there were and how many failed at their last try. */
export async function measurePushFailures({ since }: { since: Date }): Promise<{ tried: number; failing: number }> {
  const at = since.toISOString();
  const [row] = await queryRows<{ tried: number; failing: number }>(
    getDb(),
    sql`select count(*)::int as tried,
        count(*) filter (where last_failure_at is not null and (last_success_at is null or last_failure_at > last_success_at))::int as failing
      from push_subscription
      where last_success_at >= ${at}::timestamptz or last_failure_at >= ${at}::timestamptz`,
  );
  return { tried: Number(row?.tried ?? 0), failing: Number(row?.failing ?? 0) };
}
