import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterRedis, type IRateLimiterStoreOptions } from "rate-limiter-flexible";
import type { RateLimitStore } from "./types";

type HandleError = (error: unknown, ...rest: unknown[]) => unknown;

// rate-limiter-flexible hands a Redis failure to the insurance limiter silently; this reports it first.
class ReportingRedisLimiter extends RateLimiterRedis {
  constructor(
    options: IRateLimiterStoreOptions,
    private readonly onError?: (error: unknown) => void,
  ) {
    super(options);
  }

  _handleError(error: unknown, ...rest: unknown[]): unknown {
    // A refusal is an answer (it carries msBeforeNext), not a Redis failure.
    if (!(typeof error === "object" && error !== null && "msBeforeNext" in error)) this.onError?.(error);
    return (RateLimiterRedis.prototype as unknown as { _handleError: HandleError })._handleError.call(this, error, ...rest);
  }
}

/**
 * Counters shared by every process through Redis (rate-limiter-flexible, windows in whole seconds).
 * While Redis is unreachable each call goes to `fallback` (its insurance limiter: per-process limits)
 * instead of failing every sign-in.
 */
export function createRedisStore(
  redis: Redis,
  { prefix = "rl:", fallback, onError }: { prefix?: string; fallback: RateLimitStore; onError?: (error: unknown) => void },
): RateLimitStore {
  return {
    limiterFor: ({ keyPrefix, points, windowMs }) =>
      new ReportingRedisLimiter(
        {
          storeClient: redis,
          keyPrefix: prefix + keyPrefix,
          points,
          duration: Math.max(1, Math.ceil(windowMs / 1000)),
          insuranceLimiter: fallback.limiterFor({ keyPrefix, points, windowMs }),
        },
        onError,
      ),
  };
}
