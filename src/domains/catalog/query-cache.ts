import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import type { DomainEventType } from "@/platform/events/domain-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";

type Entry<T> = { expiresAt: number; value: Promise<T> };

export type QueryCache<T> = {
  /** The cached answer for `key` on the current database, or `load()`'s (shared by concurrent callers). */
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets every entry, on every database. */
  clear: () => void;
};

/**
 * An in-process cache of query answers, per database (tests open a fresh one per suite): entries
 * live `ttlMs` at most, the oldest go first past `maxEntries`, failures are never kept, and every
 * entry is dropped when one of `clearOn` is published on the domain-event bus (from this process or,
 * with Redis, any other).
 */
export function createQueryCache<T>({
  ttlMs,
  maxEntries,
  clearOn = [],
}: {
  ttlMs: number;
  maxEntries: number;
  clearOn?: readonly DomainEventType[];
}): QueryCache<T> {
  let byDb = new WeakMap<Db, Map<string, Entry<T>>>();
  const clear = () => void (byDb = new WeakMap());
  for (const type of clearOn) subscribeDomainEvent(type, clear);
  return {
    clear,
    get: (key, load) => {
      const db = getDb();
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      const entry = { expiresAt: now + ttlMs, value };
      entries.set(key, entry);
      const own = entries;
      value.catch(() => own.get(key) === entry && own.delete(key));
      return value;
    },
  };
}
