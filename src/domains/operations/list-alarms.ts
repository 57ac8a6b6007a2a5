import "server-only";
import { desc, isNull, or, gte } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { opsAlarms, type OpsAlarmRow } from "./schema";

/** Open incidents and those resolved within the last 7 days, newest first (the dashboard and /admin/system). */
export async function listRecentAlarms({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}): Promise<OpsAlarmRow[]> {
  return getDb()
    .select()
    .from(opsAlarms)
    .where(or(isNull(opsAlarms.resolvedAt), gte(opsAlarms.resolvedAt, new Date(now.getTime() - 7 * 86_400_000))))
    .orderBy(desc(opsAlarms.openedAt), desc(opsAlarms.id))
    .limit(limit);
}
