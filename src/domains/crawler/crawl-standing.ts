/** How a shop's crawling stands: 정상 (ok), 지연 (late: runs still succeed but do not keep up) or 중단 (stopped). */
export type CrawlStanding = {
  state: "ok" | "late" | "stopped";
  /** How far its least recently read offer is past its interval; null when one was never read. */ lagMs: number | null;
};

/**
 * A shop counts as crawled up to the moment its least recently read offer was read (`oldestReadAt`, null when one
 * never was). Older than two intervals is 지연 when a run succeeded within two intervals (the crawler reaches the
 * shop but falls behind), else 중단 (nothing got through). The lag is that age past one interval.
 */
export function crawlStanding({
  intervalMinutes,
  oldestReadAt,
  lastSuccessAt,
  now,
}: {
  intervalMinutes: number;
  oldestReadAt: Date | null;
  lastSuccessAt: Date | null;
  now: Date;
}): CrawlStanding {
  const intervalMs = intervalMinutes * 60_000;
  const age = oldestReadAt ? now.getTime() - oldestReadAt.getTime() : Infinity;
  const lagMs = Number.isFinite(age) ? Math.max(0, age - intervalMs) : null;
  if (age <= 2 * intervalMs) return { state: "ok", lagMs };
  const succeededLately = lastSuccessAt !== null && now.getTime() - lastSuccessAt.getTime() <= 2 * intervalMs;
  return { state: succeededLately ? "late" : "stopped", lagMs };
}
