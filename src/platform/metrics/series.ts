import { Counter, Gauge, Histogram, type Metric } from "prom-client";
import { metricsRegistry } from "./metrics-registry";

/**
 * Every series the app exports, in one list (docs/operations.md and deploy/grafana-dashboard.json read these
 * names). Made once per process: a second bundle of this module finds the first one's metric in the registry.
 */
function once<T extends Metric>(name: string, make: (registers: [ReturnType<typeof metricsRegistry>]) => T): T {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as T | undefined) ?? make([registry]);
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = once(
  "aeksangpick_http_requests_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_http_requests_total",
      help: "HTTP requests by route pattern and status",
      labelNames: ["route", "method", "status"],
      registers,
    }),
);
export const httpRequestSeconds = once(
  "aeksangpick_http_request_duration_seconds",
  (registers) =>
    new Histogram({
      name: "aeksangpick_http_request_duration_seconds",
      help: "HTTP response time by route pattern and status",
      labelNames: ["route", "method", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
);
export const pageCacheLookups = once(
  "aeksangpick_page_cache_lookups_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_page_cache_lookups_total",
      help: "Page cache lookups: hit, miss, or wait (on another request's render)",
      labelNames: ["outcome"],
      registers,
    }),
);
export const crawlRuns = once(
  "aeksangpick_crawl_runs_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_crawl_runs_total",
      help: "Finished crawl runs by shop and outcome",
      labelNames: ["shop", "outcome"],
      registers,
    }),
);
export const crawlPages = once(
  "aeksangpick_crawl_pages_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_crawl_pages_total",
      help: "Offer pages read or failed, per shop",
      labelNames: ["shop", "outcome"],
      registers,
    }),
);
export const shopLagSeconds = once(
  "aeksangpick_shop_lag_seconds",
  (registers) =>
    new Gauge({
      name: "aeksangpick_shop_lag_seconds",
      help: "How far each shop's least recently read offer is past its crawl interval",
      labelNames: ["shop"],
      registers,
    }),
);
export const offerCount = once(
  "aeksangpick_offers",
  (registers) =>
    new Gauge({
      name: "aeksangpick_offers",
      help: "Offers by standing: buyable (in stock, confirmed within two intervals) or stale",
      labelNames: ["state"],
      registers,
    }),
);
export const queueDepth = once(
  "aeksangpick_queue_depth",
  (registers) =>
    new Gauge({
      name: "aeksangpick_queue_depth",
      help: "Jobs in the crawl and push queues by state",
      labelNames: ["queue", "state"],
      registers,
    }),
);
export const pushDeliveries = once(
  "aeksangpick_push_deliveries_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_push_deliveries_total",
      help: "Web push sends by outcome (sent, gone, retry, failed)",
      labelNames: ["outcome"],
      registers,
    }),
);
export const kakaoTalkDeliveries = once(
  "aeksangpick_kakao_talk_deliveries_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_kakao_talk_deliveries_total",
      help: "KakaoTalk (나에게 보내기) sends by outcome (sent, withdrawn, retry, failed)",
      labelNames: ["outcome"],
      registers,
    }),
);
export const emailDigests = once(
  "aeksangpick_email_digests_total",
  (registers) =>
    new Counter({
      name: "aeksangpick_email_digests_total",
      help: "E-mail alert digests by outcome (sent, failed)",
      labelNames: ["outcome"],
      registers,
    }),
);
export const socketConnections = once(
  "aeksangpick_socket_connections",
  (registers) => new Gauge({ name: "aeksangpick_socket_connections", help: "Connected socket.io clients of this process", registers }),
);
export const eventBusDelaySeconds = once(
  "aeksangpick_event_bus_delay_seconds",
  (registers) =>
    new Histogram({
      name: "aeksangpick_event_bus_delay_seconds",
      help: "Domain events from publish to handling, in this process or from another over Redis",
      labelNames: ["transport"],
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers,
    }),
);
export const dbPoolConnections = once(
  "aeksangpick_db_pool_connections",
  (registers) =>
    new Gauge({
      name: "aeksangpick_db_pool_connections",
      help: "Database connections: total, idle, and callers waiting for one",
      labelNames: ["state"],
      registers,
    }),
);
export const activeAlarms = once(
  "aeksangpick_alarms_active",
  (registers) =>
    new Gauge({
      name: "aeksangpick_alarms_active",
      help: "Open operations alarms by kind (shop, crawl queue, push)",
      labelNames: ["kind"],
      registers,
    }),
);

// Known outcomes start at 0, so a dashboard's rate() sees the first one (Prometheus' advice for fixed label values).
for (const outcome of ["hit", "miss", "wait"]) pageCacheLookups.inc({ outcome }, 0);
for (const outcome of ["sent", "gone", "retry", "failed"]) pushDeliveries.inc({ outcome }, 0);
for (const outcome of ["sent", "withdrawn", "retry", "failed"]) kakaoTalkDeliveries.inc({ outcome }, 0);
for (const outcome of ["sent", "failed"]) emailDigests.inc({ outcome }, 0);
