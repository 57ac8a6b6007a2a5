/** Runs a send when a slot is free: every send of a channel in the process shares the one limit. */
export type SendLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/** At most `concurrency` tasks at once, the rest wait in arrival order. */
export function createSendLimiter({ concurrency }: { concurrency: number }): SendLimiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
