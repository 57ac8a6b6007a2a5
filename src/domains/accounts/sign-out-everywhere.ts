import "server-only";
import { eq, sql } from "drizzle-orm";
import { disconnectMemberSockets } from "@/platform/realtime/socket-server";
import { getDb } from "@/platform/db/client";
import { users } from "./schema";
import { markSessionsStale } from "./stale-sessions";

/** Revokes every session of the member: their tokens carry the old version from now on. */
export async function signOutEverywhere({ userId }: { userId: string }): Promise<void> {
  await getDb()
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  announceSessionsRevoked({ userId });
}

/** After a token-version bump: every process re-checks the member's tokens at once, and their open sockets end. */
export function announceSessionsRevoked({ userId }: { userId: string }): void {
  markSessionsStale({ userId });
  disconnectMemberSockets({ userId });
}
