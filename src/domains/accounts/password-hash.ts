import "server-only";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id, m=19 MiB, t=2, p=1 (OWASP's recommended minimum).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$3SPlCPBfnRUR5G9KVqKaiA$sKRn91CitOvTqRV1ko0YmcXJYj4y1F92ZCn+LioIiSc";

/** Whether `password` matches `passwordHash`; a missing hash still spends the same time and answers false. */
export async function verifyPassword({ password, passwordHash }: { password: string; passwordHash: string | null }): Promise<boolean> {
  const matches = await verify(passwordHash ?? DUMMY_HASH, password).catch(() => false);
  return passwordHash !== null && matches;
}
