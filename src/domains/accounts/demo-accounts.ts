// Imported by server.ts outside Next, so it must not pull in "server-only" modules.
import { hash } from "@node-rs/argon2";
import type { Logger } from "pino";
import { getDb } from "@/platform/db/client";
import { DEMO_ACCOUNTS } from "./demo-account-credentials";
import { users } from "./schema";

/**
 * The demo admin and member of the embedded default (kept when they exist). The admin starts 본인인증-verified as an
 * adult (no CI: nobody verified through PortOne); the member has not, so the demo shows the 19+ gate and its way on.
 */
export async function createDemoAccounts({ log }: { log: Logger }): Promise<void> {
  for (const { password, ...account } of Object.values(DEMO_ACCOUNTS)) {
    const verified = account.grade === "ADMIN" ? { identityVerifiedAt: new Date(), identityAdult: true } : {};
    await getDb()
      .insert(users)
      .values({ ...account, ...verified, passwordHash: await hash(password), emailVerifiedAt: new Date() })
      .onConflictDoNothing();
  }
  log.info(`데모 관리자 계정: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
  log.info(`데모 회원 계정: ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}`);
}
