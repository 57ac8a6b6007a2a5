import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { NICKNAME_TAKEN, toUserConflict } from "../sign-up";
import { users } from "../schema";
import { markSessionsStale } from "../stale-sessions";

/**
 * Changes a member's nickname and name; a birth year can be added once (Google sign-ups have none)
 * but never changed. The session shows the new name at once.
 */
export async function updateProfile({
  userId,
  nickname,
  name,
  birthYear,
}: {
  userId: string;
  nickname: string;
  name: string | null;
  birthYear?: number | null;
}) {
  const db = getDb();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${nickname}) and ${users.id} <> ${userId}`);
  if (other) throw conflict(NICKNAME_TAKEN, "nickname_taken");
  const [updated] = await db
    .update(users)
    .set({ nickname, name, ...(birthYear ? { birthYear: sql`coalesce(${users.birthYear}, ${birthYear})` } : {}) })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id, nickname: users.nickname, name: users.name, birthYear: users.birthYear })
    .catch(toUserConflict);
  if (!updated) throw notFound("회원 정보를 찾을 수 없습니다.");
  markSessionsStale({ userId });
  return updated;
}
