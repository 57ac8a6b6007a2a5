import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import type { Grade } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/errors";
import { disconnectMemberSockets } from "@/platform/realtime/socket-server";
import { users } from "../schema";
import { markSessionsStale } from "../stale-sessions";

/**
 * Back-office change to a member: ban (sessions end, sign-in refused) or lift it, and/or change the
 * grade. Open sessions follow within the revocation interval (at once in this process). Admins
 * cannot ban or demote themselves. A ban and its lifting both bump the token version, so a cookie
 * issued before either never works again (lifting a ban must not revive the pre-ban session).
 * Each change is audited with the admin's reason.
 */
export async function moderateMember({
  actor,
  userId,
  banned,
  grade,
  reason,
}: {
  actor: AuditActor;
  userId: string;
  banned?: boolean;
  grade?: Grade;
  reason?: string;
}): Promise<void> {
  if (actor.id === userId && (banned || grade === "NORMAL"))
    throw badRequest("자기 자신을 차단하거나 일반 회원으로 바꿀 수 없습니다.", "self_moderation");
  const changes = {
    ...(banned !== undefined ? { bannedAt: banned ? new Date() : null, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    ...(grade ? { grade } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ grade: users.grade, bannedAt: users.bannedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!before) throw notFound("회원을 찾을 수 없습니다.");
    const [after] = await tx
      .update(users)
      .set(changes)
      .where(eq(users.id, userId))
      .returning({ grade: users.grade, bannedAt: users.bannedAt });
    const action = banned === undefined ? "member.grade" : banned ? "member.ban" : "member.unban";
    await recordAuditEntry({
      actor,
      action,
      target: { type: "member", id: userId },
      before,
      after: { ...after, reason: reason ?? null },
      db: tx,
    });
  });
  markSessionsStale({ userId });
  // A ban also ends live connections at once, on every instance: their notifications stop with the session.
  if (banned) disconnectMemberSockets({ userId });
}
