import { collectDefaultMetrics, Registry } from "prom-client";

type MetricsState = { registry: Registry; beforeScrape: Set<() => Promise<void> | void> };
// Next bundles route code apart from server.ts: one registry per process through globalThis.
const globalForMetrics = globalThis as unknown as { __metrics?: MetricsState };

function state(): MetricsState {
  if (!globalForMetrics.__metrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "aeksangpick_" });
    globalForMetrics.__metrics = { registry, beforeScrape: new Set() };
  }
  return globalForMetrics.__metrics;
}

/** This process's one Prometheus registry (web and worker processes each have theirs). */
export function metricsRegistry(): Registry {
  return state().registry;
}

/**
 * Work that fills gauges read from elsewhere (the database, BullMQ, socket.io) right before a scrape; a failing one
 * leaves its gauges as they were. Returns an uninstall.
 */
export function refreshBeforeScrape(refresh: () => Promise<void> | void): () => void {
  state().beforeScrape.add(refresh);
  return () => state().beforeScrape.delete(refresh);
}

/** The registry in Prometheus text format, gauges refreshed first. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  const { registry, beforeScrape } = state();
  await Promise.allSettled([...beforeScrape].map(async (refresh) => refresh()));
  return { contentType: registry.contentType, body: await registry.metrics() };
}
