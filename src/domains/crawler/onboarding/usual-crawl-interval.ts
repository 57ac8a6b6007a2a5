/**
 * The interval an onboarded shop is offered: the one most enabled shops are crawled at (the shorter on a tie), so a new
 * shop that may hold the lowest price is not re-read every six hours unasked; `fallback` (기본 크롤링 주기) without shops.
 */
export function usualCrawlInterval(sites: ReadonlyArray<{ crawlIntervalMinutes: number; enabled: boolean }>, fallback: number): number {
  const counts = new Map<number, number>();
  for (const site of sites) if (site.enabled) counts.set(site.crawlIntervalMinutes, (counts.get(site.crawlIntervalMinutes) ?? 0) + 1);
  let best: [minutes: number, count: number] | null = null;
  for (const [minutes, count] of counts) if (!best || count > best[1] || (count === best[1] && minutes < best[0])) best = [minutes, count];
  return best?.[0] ?? fallback;
}
