import { sql, type SQL } from "drizzle-orm";
import { users } from "./schema";

/** How a withdrawn member appears next to the posts and comments they leave behind. */
export const WITHDRAWN_MEMBER_NAME = "탈퇴한 회원";

/** The name shown for a member: their nickname, or "탈퇴한 회원" once withdrawn (nickname erased). In SQL, for joins from other domains: `select({ author: memberDisplayNameSql })`. */
export const memberDisplayNameSql: SQL<string> = sql<string>`coalesce(${users.nickname}, ${WITHDRAWN_MEMBER_NAME})`;

/** The members table and its id, for other domains' joins: `.innerJoin(memberTableSql, eq(memberIdSql, posts.authorId))`. */
export const memberTableSql: SQL = sql`${users}`;
export const memberIdSql: SQL<string> = sql<string>`${users.id}`;
