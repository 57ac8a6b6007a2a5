import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/platform/db/client";
import { seoulDayStart } from "@/platform/time/seoul";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from "./audit-labels";
import { auditLog } from "./schema";

export type AuditEntry = typeof auditLog.$inferSelect;

/** The actor filter's value for what the crawl did by itself (entries without an actor id). */
export const AUTOMATIC_ACTOR_FILTER = "automatic";

/** The audit log's filters as the page and the API take them, with Korean messages. */
export const auditLogQuery = z.object({
  action: z.enum(Object.keys(AUDIT_ACTION_LABELS) as [string, ...string[]], "작업 종류가 올바르지 않습니다.").optional(),
  actor: z.union([z.uuid("작업자가 올바르지 않습니다."), z.literal(AUTOMATIC_ACTOR_FILTER)]).optional(),
  targetType: z.enum(Object.keys(AUDIT_TARGET_LABELS) as [string, ...string[]], "대상 종류가 올바르지 않습니다.").optional(),
  targetId: z.string().trim().max(60, "대상 번호가 너무 깁니다.").optional(),
  from: z.iso.date("날짜 형식이 올바르지 않습니다.").optional(),
  to: z.iso.date("날짜 형식이 올바르지 않습니다.").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = Partial<z.output<typeof auditLogQuery>>;

function auditFilters(query: AuditLogQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actor === AUTOMATIC_ACTOR_FILTER) filters.push(isNull(auditLog.actorId));
  else if (query.actor) filters.push(eq(auditLog.actorId, query.actor));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.from) filters.push(gte(auditLog.at, seoulDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.at, new Date(seoulDayStart(query.to).getTime() + 86_400_000)));
  return filters.length ? and(...filters) : undefined;
}

/** Audit entries, newest first, narrowed by action, actor, target and Seoul date range: `{ entries, pagination }`. */
export async function listAuditEntries(
  query: AuditLogQuery = {},
): Promise<{ entries: AuditEntry[]; pagination: { page: number; limit: number; total: number; totalPages: number } }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const where = auditFilters(query);
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

/** Everyone who has acted, by their latest written name, for the actor filter (the crawl's own decisions as `automatic`). */
export async function listAuditActors(): Promise<Array<{ value: string; name: string }>> {
  const rows = await getDb()
    .select({ actorId: auditLog.actorId, name: max(auditLog.actorName) })
    .from(auditLog)
    .groupBy(auditLog.actorId)
    .orderBy(asc(max(auditLog.actorName)));
  return rows.map((row) => ({ value: row.actorId ?? AUTOMATIC_ACTOR_FILTER, name: row.name ?? "관리자" }));
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
