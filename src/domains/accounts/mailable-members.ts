import "server-only";
import { and, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { users } from "./schema";

/** E-mail addresses and nicknames of members who can be mailed (live, not banned, with a verified e-mail), by id. */
export async function listMailableMembers({
  userIds,
}: {
  userIds: readonly string[];
}): Promise<Map<string, { email: string; nickname: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.param(userIds)}::uuid[])`,
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
        isNull(users.deletedAt),
        isNull(users.bannedAt),
      ),
    );
  return new Map(rows.map((r) => [r.id, { email: r.email!, nickname: r.nickname ?? "회원" }]));
}

/** Every live admin (not banned, not withdrawn), with an e-mail address when they have one: who hears of an operations alarm. */
export async function listAdminContacts(): Promise<Array<{ id: string; email: string | null }>> {
  return getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`${users.grade} = 'ADMIN'`, isNull(users.deletedAt), isNull(users.bannedAt)))
    .orderBy(users.id);
}
