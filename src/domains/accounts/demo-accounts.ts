// Imported by server.ts outside Next, so it must not pull in "server-only" modules.
import { hash } from "@node-rs/argon2";
import { demoSeeders } from "@/demo/seed-demo-data";
import { getDb } from "@/platform/db/client";
import { users } from "./schema";

/** The embedded default's demo accounts (README "데모 계정"); production never creates accounts itself. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@aeksangpick.kr", password: "demo-admin-2026", nickname: "운영팀", grade: "ADMIN" as const, birthYear: 1990 },
  member: { email: "member@aeksangpick.kr", password: "demo-member-2026", nickname: "데모회원", grade: "NORMAL" as const, birthYear: 1995 },
};

demoSeeders.push({
  name: "데모 계정",
  async run(log) {
    for (const { password, ...account } of Object.values(DEMO_ACCOUNTS)) {
      await getDb().insert(users).values({ ...account, passwordHash: await hash(password) }).onConflictDoNothing();
    }
    log.info(`데모 관리자 계정: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
    log.info(`데모 회원 계정: ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}`);
  },
});
