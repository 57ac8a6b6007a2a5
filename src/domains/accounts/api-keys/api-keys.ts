import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/errors";
import { apiKeys } from "../schema";

/** What every key starts with: says where it belongs when one turns up in a log or a repository. */
export const API_KEY_PREFIX = "ap_live_";
/** Keys a member may hold at once (revoked ones not counted). */
export const MAX_ACTIVE_API_KEYS = 5;
// lastUsedAt is written at most this often per key, so a busy key costs no write per request.
const LAST_USED_RESOLUTION_MS = 60_000;

const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export type ApiKeyView = { id: string; name: string; hint: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

const hintOf = (row: { prefix: string; last4: string }) => `${row.prefix}…${row.last4}`;

/** A member's keys, newest first, as /profile lists them (never the key itself). */
export async function listApiKeys({ userId }: { userId: string }): Promise<ApiKeyView[]> {
  const rows = await getDb().select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: hintOf(row),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  }));
}

/** Creates a named key (32 random bytes) and answers it once; only its hash is kept. At most MAX_ACTIVE_API_KEYS live keys. */
export async function createApiKey({ userId, name }: { userId: string; name: string }): Promise<{ id: string; key: string }> {
  const db = getDb();
  return db.transaction(async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw badRequest(`API 키는 최대 ${MAX_ACTIVE_API_KEYS}개까지 만들 수 있습니다. 쓰지 않는 키를 폐기해 주세요.`, "too_many_api_keys");
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, keyHash: hashApiKey(key), prefix: API_KEY_PREFIX, last4: key.slice(-4) })
      .returning({ id: apiKeys.id });
    return { id: row!.id, key };
  });
}

/** Revokes one of the member's keys: refused from the next request on. */
export async function revokeApiKey({ userId, id }: { userId: string; id: string }): Promise<void> {
  const revoked = await getDb()
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound("API 키를 찾을 수 없습니다.");
}

/**
 * The live key a request presents: its id and member, or null for an unknown or revoked key (the caller answers 401).
 * Marks it used (at most once a minute).
 */
export async function findLiveApiKey({
  key,
  now = new Date(),
}: {
  key: string;
  now?: Date;
}): Promise<{ id: string; userId: string } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const db = getDb();
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { id: row.id, userId: row.userId };
}
