import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";

type GeneratedSecrets = { NEXTAUTH_SECRET: string; VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; IDENTITY_HASH_SECRET: string };

/**
 * The embedded default must run with no .env: secrets it needs are generated once and kept in
 * DATA_DIR/secrets.json (mode 600). Values already in the environment always win.
 */
export function ensureSecrets(env: NodeJS.ProcessEnv, dataDir: string): void {
  const file = path.join(dataDir, "secrets.json");
  const stored: Partial<GeneratedSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const vapid = stored.VAPID_PUBLIC_KEY && stored.VAPID_PRIVATE_KEY ? null : webpush.generateVAPIDKeys();
  const secrets: GeneratedSecrets = {
    NEXTAUTH_SECRET: stored.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url"),
    VAPID_PUBLIC_KEY: stored.VAPID_PUBLIC_KEY ?? vapid!.publicKey,
    VAPID_PRIVATE_KEY: stored.VAPID_PRIVATE_KEY ?? vapid!.privateKey,
    IDENTITY_HASH_SECRET: stored.IDENTITY_HASH_SECRET ?? randomBytes(32).toString("base64url"),
  };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  const needsPair = !env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY;
  env.NEXTAUTH_SECRET ||= secrets.NEXTAUTH_SECRET;
  env.IDENTITY_HASH_SECRET ||= secrets.IDENTITY_HASH_SECRET;
  if (needsPair) {
    env.VAPID_PUBLIC_KEY = secrets.VAPID_PUBLIC_KEY;
    env.VAPID_PRIVATE_KEY = secrets.VAPID_PRIVATE_KEY;
  }
}
