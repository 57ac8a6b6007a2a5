import pino from "pino";

const globalForLogger = globalThis as unknown as { __logger?: pino.Logger };

/** One process-wide logger (Next bundles route code apart from server.ts, so share via globalThis). */
export const logger: pino.Logger = (globalForLogger.__logger ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
}));
