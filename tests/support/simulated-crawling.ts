import { setImmediate as nextTurn } from "node:timers/promises";
import type { CrawlScheduler } from "@/domains/crawler/run/crawl-scheduler";
import type { FetchResult } from "@/domains/crawler/fetch/types";
import type { PageFetcher } from "@/domains/crawler/fetch/page-fetcher";

export type SimulatedClock = ReturnType<typeof createSimulatedClock>;

/** Time that stands still until the simulation moves it; sleepers wake when it reaches their moment. */
export function createSimulatedClock(startMs: number) {
  let current = startMs;
  const sleepers: Array<{ at: number; wake: () => void }> = [];
  return {
    now: () => new Date(current),
    nowMs: () => current,
    sleepUntil: (at: number) => new Promise<void>((wake) => sleepers.push({ at, wake })),
    sleeping: () => sleepers.length,
    nextWakeMs: () => Math.min(...sleepers.map((s) => s.at)),
    advanceTo(at: number) {
      current = at;
      for (const sleeper of sleepers.filter((s) => s.at <= at)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.wake();
      }
    },
  };
}

/**
 * A fetcher with the polite fetcher's per-host pause in simulated time: one page at a time per host (url.host),
 * `pauseMs` between two pages of a host. Pages come from `read`; `served` lists each page with its moment.
 */
export function createSimulatedHostFetcher({
  clock,
  pauseMs,
  read,
}: {
  clock: SimulatedClock;
  pauseMs: number;
  read: (url: URL) => Promise<FetchResult>;
}): PageFetcher & { served: Array<{ url: URL; atMs: number }> } {
  const readyAt = new Map<string, number>();
  const served: Array<{ url: URL; atMs: number }> = [];
  return {
    served,
    fetchPage: async (page) => {
      const url = new URL(page);
      const start = Math.max(clock.nowMs(), readyAt.get(url.host) ?? -Infinity);
      readyAt.set(url.host, start + pauseMs);
      if (start > clock.nowMs()) await clock.sleepUntil(start);
      served.push({ url, atMs: start });
      return read(url);
    },
  };
}

/** Wraps a scheduler's dispatch to count the runs still going. */
export function countRunning<A extends unknown[]>(dispatch: (...args: A) => Promise<unknown>) {
  let running = 0;
  return {
    running: () => running,
    dispatch: async (...args: A) => {
      running++;
      try {
        return await dispatch(...args);
      } finally {
        running--;
      }
    },
  };
}

/** Waits until every running crawl is asleep on the clock (database work done), for a few event-loop turns in a row. */
async function quiescent(busy: () => boolean) {
  for (let quiet = 0; quiet < 3; quiet = busy() ? 0 : quiet + 1) await nextTurn();
}

/**
 * Drives a scheduler through simulated time: a tick every `tickMs` until `untilMs`, the clock moving on only when
 * every run waits on it; then stops the scheduler and lets the runs end.
 */
export async function simulateScheduling({
  clock,
  scheduler,
  running,
  tickMs,
  untilMs,
}: {
  clock: SimulatedClock;
  scheduler: CrawlScheduler;
  running: () => number;
  tickMs: number;
  untilMs: number;
}): Promise<void> {
  const busy = () => running() > clock.sleeping();
  let nextTickMs = clock.nowMs();
  while (clock.nowMs() < untilMs) {
    if (clock.nowMs() >= nextTickMs) {
      await scheduler.tick();
      nextTickMs += tickMs;
    }
    await quiescent(busy);
    clock.advanceTo(Math.min(nextTickMs, clock.nextWakeMs()));
  }
  const stopped = scheduler.stop();
  while (running() > 0) {
    await quiescent(busy);
    if (clock.sleeping()) clock.advanceTo(clock.nextWakeMs());
  }
  await stopped;
}
