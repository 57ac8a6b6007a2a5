import type { RateLimitStore } from "./types";

type Window = { count: number; resetAt: number };

/** Counters in this process's memory; expired windows are swept as new ones open. */
export function createMemoryStore({ now = Date.now, maxKeys = 100_000 }: { now?: () => number; maxKeys?: number } = {}): RateLimitStore {
  const windows = new Map<string, Window>();

  function live(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep() {
    const t = now();
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
    // Still full of live windows: drop the oldest keys rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async increment(key, windowMs) {
      const window = live(key);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      if (windows.size >= maxKeys) sweep();
      const opened = { count: 1, resetAt: now() + windowMs };
      windows.set(key, opened);
      return { ...opened };
    },
    async get(key) {
      const window = live(key);
      return window ? { ...window } : { count: 0, resetAt: now() };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
