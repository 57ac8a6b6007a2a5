import { collectDefaultMetrics, Registry } from "prom-client";
import { processSlot } from "../process-slots";

type MetricsState = { registry: Registry; beforeScrape: Set<() => Promise<void> | void> };
const metrics = processSlot<MetricsState>("metrics");

function state(): MetricsState {
  return metrics.getOrCreate(() => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "aeksangpick_" });
    return { registry, beforeScrape: new Set() };
  });
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
