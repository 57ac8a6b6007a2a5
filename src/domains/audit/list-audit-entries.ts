import "server-only";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { auditLog } from "./schema";

export type AuditEntry = typeof auditLog.$inferSelect;

/** Audit entries, newest first, optionally for one action or target type: `{ entries, pagination }`. */
export async function listAuditEntries({
  page = 1,
  limit = 50,
  action,
  targetType,
}: {
  page?: number;
  limit?: number;
  action?: string;
  targetType?: string;
}): Promise<{ entries: AuditEntry[]; pagination: { page: number; limit: number; total: number; totalPages: number } }> {
  const filters: SQL[] = [];
  if (action) filters.push(eq(auditLog.action, action));
  if (targetType) filters.push(eq(auditLog.targetType, targetType));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { entries, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

/** Every audit entry about these targets (e.g. members), newest first, grouped by target id. */
export async function listAuditEntriesAbout({ targetType, targetIds }: { targetType: string; targetIds: string[] }) {
  const about = new Map<string, AuditEntry[]>(targetIds.map((id) => [id, []]));
  if (targetIds.length === 0) return about;
  const entries = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, targetIds)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  for (const entry of entries) about.get(entry.targetId!)?.push(entry);
  return about;
}
