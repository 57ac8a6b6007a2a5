/**
 * Every value this process keeps once, listed in one place. server.ts, worker.ts and each of Next's bundles load their
 * own copy of a module, so a module-level variable would exist once per bundle; a slot lives on `globalThis` under a
 * registered symbol, so every copy finds the same value. A new process-wide value gets a name here, with what it is.
 */
interface ProcessSlots {
  /** The `server-only` resolve hook, registered once (server/allow-server-only.ts). */
  serverOnlyHook: unknown;
  /** This process's deployment, decided at start (platform/topology.ts). */
  topology: unknown;
  /** The database handle (platform/db/client.ts). */
  db: unknown;
  /** The pino logger (platform/logger.ts). */
  logger: unknown;
  /** The AsyncLocalStorage of the request in flight (platform/request-context.ts). */
  requestContext: unknown;
  /** Accounts' revocation check, installed by the composition root (platform/auth/session-check.ts). */
  sessionCheck: unknown;
  /** The random per-process value of the 19+ pass cookie (platform/auth/adult-pass.ts). */
  adultPass: unknown;
  /** The union of the domains' event schemas, installed by the composition root (platform/events). */
  domainEventSchema: unknown;
  /** The in-process domain event bus (platform/events/event-bus.ts). */
  domainEventBus: unknown;
  /** The Prometheus registry and its before-scrape refreshers (platform/metrics). */
  metrics: unknown;
  /** The socket.io server of a web process (platform/realtime/socket-server.ts). */
  realtime: unknown;
  /** The nodemailer transport of SMTP_URL (platform/mail.ts). */
  mailTransport: unknown;
  /** The rate limiters' counter store, memory or Redis (platform/rate-limit/store.ts). */
  rateLimitStore: unknown;
  /** The crawler's fetcher and site lock for 지금 크롤링 (crawler). */
  manualCrawl: unknown;
  /** The cached site settings and their change subscription (settings). */
  siteSettings: unknown;
  /** The push delivery queue, in-process or BullMQ (push). */
  pushQueue: unknown;
  /** The webhook delivery queue, in-process or BullMQ, and who tells a member their webhook was paused (webhooks). */
  webhookQueue: unknown;
  webhookPauseListener: unknown;
  /** The KakaoTalk delivery queue, in-process or BullMQ (kakao-talk). */
  kakaoTalkQueue: unknown;
  /** Members whose sessions ended, and whether their events are heard (accounts). */
  staleSessions: unknown;
  /** The page-view batch writer, flushed on shutdown (analytics). */
  pageViewWriter: unknown;
}

export type ProcessSlotName = keyof ProcessSlots;

export type ProcessSlot<T> = {
  get: () => T | undefined;
  set: (value: T | undefined) => void;
  /** The slot's value, created (once per process) when it has none. */
  getOrCreate: (create: () => T) => T;
};

export function processSlot<T>(name: ProcessSlotName): ProcessSlot<T> {
  const key = Symbol.for(`aeksangpick.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => slots[key],
    set: (value) => {
      slots[key] = value;
    },
    getOrCreate: (create) => (slots[key] ??= create()),
  };
}
