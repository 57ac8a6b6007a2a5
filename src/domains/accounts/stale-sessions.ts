import { publishDomainEvents, subscribeDomainEvent } from "@/platform/events/event-bus";
import { processSlot } from "@/platform/process-slots";
import "./session-events";

// Members whose sessions changed (ban, grade, sign out everywhere), by when. Tokens checked before that
// moment are re-checked at once, here and (the change is announced on the domain-event bus, over Redis
// between processes) in every other process. One per process: Next bundles actions and pages separately.
const stale = processSlot<{ since: Map<string, number>; heard: boolean }>("staleSessions").getOrCreate(() => ({
  since: new Map(),
  heard: false,
}));
const staleSince = stale.since;

// Marks older than this are moot: every token re-checks within the revocation interval anyway.
const FORGET_AFTER_MS = 120_000;

function markLocally(userId: string, at: number): void {
  if (staleSince.size >= 10_000) for (const [id, since] of staleSince) if (since < at - FORGET_AFTER_MS) staleSince.delete(id);
  staleSince.set(userId, at);
}

if (!stale.heard) {
  stale.heard = true;
  // Another process's change: marked with this process's clock (tokens checked here before now re-check).
  subscribeDomainEvent("member_sessions_changed", (event) => markLocally(event.userId, Date.now()));
}

export function markSessionsStale({ userId, at = Date.now() }: { userId: string; at?: number }): void {
  markLocally(userId, at);
  void publishDomainEvents([{ type: "member_sessions_changed", userId }]);
}

/** Whether a token last checked at `checkedAt` predates a change to the member's sessions. */
export function isCheckOutdated({ userId, checkedAt }: { userId: string; checkedAt: number }): boolean {
  const since = staleSince.get(userId);
  return since !== undefined && checkedAt <= since;
}
