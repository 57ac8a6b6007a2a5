import "server-only";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { users } from "../schema";

/** A provider's display name as a nickname may stand: only the allowed letters, no staff-like prefix, at most `maxLength`. */
export function nicknameFromName(name: string, maxLength: number): string {
  return name
    .replace(/[^가-힣A-Za-z0-9_]/g, "")
    .replace(/^(관리자|운영자|admin)/i, "")
    .slice(0, maxLength);
}

/** A free nickname made from the Google name or e-mail, with digits added while it is taken. */
export async function freeNicknameFor(identity: { name: string | null; email: string | null }): Promise<string> {
  const base = nicknameFromName(identity.name ?? identity.email?.split("@")[0] ?? "", 10) || "회원";
  const candidates = [base.length >= 2 ? base : `${base}회원`, ...Array.from({ length: 5 }, () => `${base}${randomInt(1000, 10000)}`)];
  for (const nickname of candidates) {
    const [taken] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`);
    if (!taken) return nickname;
  }
  return `회원${randomInt(10_000_000, 100_000_000)}`;
}
