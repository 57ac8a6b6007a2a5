import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import { auditLog } from "./schema";

export type AuditActor = { id: string; name?: string | null; email?: string | null };
export type AuditTarget = { type: string; id?: string | number | null };

/**
 * Writes one audit entry. Pass the mutation's transaction as `db`, so an entry exists exactly when
 * the change does.
 */
export async function recordAuditEntry({
  actor,
  action,
  target,
  before = null,
  after = null,
  db = getDb(),
}: {
  actor: AuditActor;
  action: string;
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
  db?: Db;
}): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name || actor.email || "관리자",
    action,
    targetType: target.type,
    targetId: target.id == null ? null : String(target.id),
    before: before ?? null,
    after: after ?? null,
  });
}
