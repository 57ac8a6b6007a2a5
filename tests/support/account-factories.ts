import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { hash } from "@node-rs/argon2";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { users } from "@/domains/accounts/schema";

// Integration tests sign their own tokens; the running app generates its secret into DATA_DIR.
process.env.NEXTAUTH_SECRET ||= "test-secret-for-integration-tests-0123456789";
// Vite puts its own BASE_URL ("/") in the environment; the app's is a full URL.
if (!URL.canParse(process.env.BASE_URL ?? "")) process.env.BASE_URL = "http://localhost:3000";
resetConfigForTests();

/** The password of every factory-made member. */
export const TEST_PASSWORD = "test-pass-2026";
let testPasswordHash: Promise<string> | undefined;

type Insert = Partial<typeof users.$inferInsert>;

/** A member row (adult, e-mail verified, password TEST_PASSWORD unless `password` is given). */
export async function createMember(overrides: Insert & { password?: string } = {}) {
  const { password, ...columns } = overrides;
  const id = randomUUID().slice(0, 8);
  const passwordHash = password ? await hash(password) : await (testPasswordHash ??= hash(TEST_PASSWORD));
  const [row] = await getDb()
    .insert(users)
    .values({
      email: `member-${id}@example.kr`,
      nickname: `회원${id}`,
      birthYear: 1990,
      passwordHash,
      emailVerifiedAt: new Date(),
      ...columns,
    })
    .returning();
  return row!;
}

export function createAdmin(overrides: Insert & { password?: string } = {}) {
  return createMember({ nickname: `운영${randomUUID().slice(0, 8)}`, grade: "ADMIN", ...overrides });
}

/** next-auth's session cookie for a member, as if they had signed in when the token was last checked. */
export async function sessionCookieFor(user: typeof users.$inferSelect, { checkedAt = Date.now() }: { checkedAt?: number } = {}) {
  const value = await encode({
    secret: process.env.NEXTAUTH_SECRET!,
    token: { sub: user.id, name: user.name ?? user.nickname, email: user.email, grade: user.grade, ver: user.tokenVersion, chk: checkedAt },
  });
  return { name: "next-auth.session-token", value };
}
