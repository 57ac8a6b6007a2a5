// Members whose sessions changed (ban, grade, sign out everywhere) in this process, by when. Tokens
// checked before that moment are re-checked at once here; other processes catch up within the
// revocation interval. Shared through globalThis: Next bundles actions and pages separately.
const globalForSessions = globalThis as unknown as { __staleSessions?: Map<string, number> };
const staleSince = (globalForSessions.__staleSessions ??= new Map());

// Marks older than this are moot: every token re-checks within the revocation interval anyway.
const FORGET_AFTER_MS = 120_000;

export function markSessionsStale({ userId, at = Date.now() }: { userId: string; at?: number }): void {
  if (staleSince.size >= 10_000) for (const [id, since] of staleSince) if (since < at - FORGET_AFTER_MS) staleSince.delete(id);
  staleSince.set(userId, at);
}

/** Whether a token last checked at `checkedAt` predates a change to the member's sessions. */
export function isCheckOutdated({ userId, checkedAt }: { userId: string; checkedAt: number }): boolean {
  const since = staleSince.get(userId);
  return since !== undefined && checkedAt <= since;
}
