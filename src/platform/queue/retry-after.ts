/** Milliseconds a service (push, KakaoTalk, a webhook receiver) asked us to wait (Retry-After: seconds or an HTTP date), if it said so. */
export function parseRetryAfter({ header, now = Date.now() }: { header: string | string[] | undefined; now?: number }): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const BASE_BACKOFF_MS = 5_000;
const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * The wait before the retry after failed `attempt` (1-based): when the service said (Retry-After), then;
 * else exponential from 5 s. Between 1 s and an hour either way.
 */
export function retryDelayMs({ attempt, retryAfterMs }: { attempt: number; retryAfterMs?: number }): number {
  const wait = retryAfterMs ?? BASE_BACKOFF_MS * 2 ** (attempt - 1);
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, wait));
}
