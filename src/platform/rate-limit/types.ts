/** What a limiter answers for one key: whether this hit is allowed and when the window resets. */
export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: number };

/** A fixed-window counter store: memory in one process, Redis when several processes share limits. */
export interface RateLimitStore {
  /** Adds one to the key's counter, starting a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The key's counter without adding to it (0 when no window is open). */
  get(key: string): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}
