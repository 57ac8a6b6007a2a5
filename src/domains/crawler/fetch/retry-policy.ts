/** Exponential backoff with full jitter: uniform in [0, min(cap, base·2^(attempt-1))]. */
export function backoffDelayMs(attempt: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent/invalid. */
export function parseRetryAfterMs(header: string | string[] | undefined, now: number = Date.now()): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // HTTP-dates name the weekday/month; Date.parse alone would read "-5" as the year -5.
  if (!/[a-z]{3}/i.test(value)) return null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status <= 599);
