/** How a shop's crawling stands: 대기 (waiting for its first run), 정상 (ok), 지연 (late: runs succeed but do not keep up) or 중단 (stopped). */
export type CrawlStanding = {
  state: "waiting" | "ok" | "late" | "stopped";
  /** How far its least recently read offer is past its interval; null when one was never read. */ lagMs: number | null;
};

/**
 * 중단 (stopped) when no run of the shop succeeded within two intervals — the crawler may still be trying every page of a
 * shop that answers none, so tries alone prove nothing; its lag is then how old its oldest confirmed price is. Otherwise
 * the shop counts as crawled up to the moment its least recently tried offer was tried (`oldestTriedAt`, null when one
 * never was): older than two intervals is 지연 (runs succeed but do not keep up), else 정상. The lag is that age past one
 * interval. A shop added within two intervals whose runs have not succeeded yet is 대기 (waiting), not 중단: it was never
 * given the chance to fail.
 */
export function crawlStanding({
  intervalMinutes,
  oldestTriedAt,
  oldestConfirmedAt,
  lastSuccessAt,
  createdAt,
  now,
}: {
  intervalMinutes: number;
  oldestTriedAt: Date | null;
  oldestConfirmedAt: Date | null;
  lastSuccessAt: Date | null;
  createdAt: Date;
  now: Date;
}): CrawlStanding {
  const intervalMs = intervalMinutes * 60_000;
  const lagSince = (at: Date | null) => (at === null ? null : Math.max(0, now.getTime() - at.getTime() - intervalMs));
  const succeededLately = lastSuccessAt !== null && now.getTime() - lastSuccessAt.getTime() <= 2 * intervalMs;
  if (lastSuccessAt === null && now.getTime() - createdAt.getTime() <= 2 * intervalMs) return { state: "waiting", lagMs: null };
  if (!succeededLately) return { state: "stopped", lagMs: lagSince(oldestConfirmedAt) };
  const lagMs = lagSince(oldestTriedAt);
  return { state: lagMs !== null && lagMs <= intervalMs ? "ok" : "late", lagMs };
}
