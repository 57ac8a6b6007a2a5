const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Serialises requests per host and keeps `delayMs` between the end of one request and the start of
 * the next, so the crawler never hits a shop with parallel or back-to-back requests.
 */
export function createHostQueue(now: () => number = Date.now) {
  const tails = new Map<string, Promise<void>>();
  const lastEnd = new Map<string, number>();

  function run<T>(host: string, delayMs: number, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(host) ?? Promise.resolve();
    const result = previous.then(async () => {
      const wait = (lastEnd.get(host) ?? -Infinity) + delayMs - now();
      if (wait > 0) await sleep(wait);
      try {
        return await task();
      } finally {
        lastEnd.set(host, now());
      }
    });
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(host, tail);
    void tail.then(() => {
      if (tails.get(host) === tail) tails.delete(host);
    });
    return result;
  }

  /** Forgets hosts idle for longer than `idleMs` (bounded memory on long crawls). */
  function prune(idleMs: number) {
    const cutoff = now() - idleMs;
    for (const [host, end] of lastEnd) if (end < cutoff && !tails.has(host)) lastEnd.delete(host);
  }

  return { run, prune };
}
