import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import type { AuditAction } from "./audit-labels";
import { auditLog } from "./schema";

export type AuditActor = { id: string | null; name?: string | null; email?: string | null };

/** What the crawl does by itself (the title matcher attaching an offer or creating a product), as an actor. */
export const AUTOMATIC_ACTOR: AuditActor = { id: null, name: "자동 매칭" };
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
  /** One of the labelled actions, so every entry has a Korean name. */
  action: AuditAction;
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
