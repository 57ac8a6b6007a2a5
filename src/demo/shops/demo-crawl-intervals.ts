/**
 * Minutes between crawls of each demo shop: short, so a running demo shows prices arriving, and long enough that the
 * crawler reads every shop (some 250 offers each, a quarter-second pause per page on each shop's own port) within
 * its interval with room to spare: about 2.2 pages a second against at least 16 (four shops at once).
 */
export const DEMO_CRAWL_INTERVALS = [10, 15, 20, 10, 15, 20, 30, 15];

/** The shortest of them: seeded offers wait this long before the first of them falls due for a crawl (stale after two). */
export const FASTEST_DEMO_CRAWL_INTERVAL_MINUTES = Math.min(...DEMO_CRAWL_INTERVALS);
