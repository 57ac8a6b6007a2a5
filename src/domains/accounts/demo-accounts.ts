// Imported by server.ts outside Next, so it must not pull in "server-only" modules.
import { hash } from "@node-rs/argon2";
import type { Logger } from "pino";
import { getDb } from "@/platform/db/client";
import { DEMO_ACCOUNTS } from "./demo-account-credentials";
import { users } from "./schema";

/** The demo admin and member of the embedded default (kept when they exist). */
export async function createDemoAccounts({ log }: { log: Logger }): Promise<void> {
  for (const { password, ...account } of Object.values(DEMO_ACCOUNTS)) {
    await getDb()
      .insert(users)
      .values({ ...account, passwordHash: await hash(password), emailVerifiedAt: new Date() })
      .onConflictDoNothing();
  }
  log.info(`데모 관리자 계정: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
  log.info(`데모 회원 계정: ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}`);
}
