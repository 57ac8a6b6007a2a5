import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, expect, it } from "vitest";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { createMemoryPushQueue } from "@/domains/push/push-queue";
import { startCrawlerInWebProcess } from "@/domains/crawler/run/crawler-runtime";
import type { BackgroundService } from "@/platform/background-service";
import { getConfig, type Config } from "@/platform/config";
import { publishDomainEvents, subscribeDomainEvent } from "@/platform/events/event-bus";
import { createConnectionDrainer } from "@/server/connection-drainer";
import { startScrapeGauges } from "@/server/metrics/scrape-gauges";
import { createPageCache } from "@/server/page-cache/page-cache";
import { createRequestPipeline } from "@/server/request-pipeline";
import { createDemoShopSite } from "../support/crawler-factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { describeEachDatabase, topologyOf } from "../support/test-db";

/** Every series issue 59 names, as /metrics calls them. */
const SERIES = [
  "aeksangpick_http_requests_total",
  "aeksangpick_http_request_duration_seconds",
  "aeksangpick_page_cache_lookups_total",
  "aeksangpick_crawl_runs_total",
  "aeksangpick_crawl_pages_total",
  "aeksangpick_shop_lag_seconds",
  "aeksangpick_offers",
  "aeksangpick_queue_depth",
  "aeksangpick_push_deliveries_total",
  "aeksangpick_email_digests_total",
  "aeksangpick_socket_connections",
  "aeksangpick_event_bus_delay_seconds",
  "aeksangpick_db_pool_connections",
];

const served = serveDemoShopsPerFile();
const distDir = mkdtempSync(path.join(tmpdir(), "metrics-dist-"));
writeFileSync(
  path.join(distDir, "routes-manifest.json"),
  JSON.stringify({
    staticRoutes: [{ page: "/", regex: "^/(?:/)?$" }],
    dynamicRoutes: [{ page: "/products/[id]", regex: "^/products/([^/]+?)(?:/)?$" }],
  }),
);
const previousDistDir = process.env.NEXT_DIST_DIR;
beforeAll(() => void (process.env.NEXT_DIST_DIR = distDir));
afterAll(() => void (process.env.NEXT_DIST_DIR = previousDistDir));

/** The real request pipeline (page cache on `/`) in front of a stand-in for Next. */
async function startPipeline(overrides: Partial<Config>) {
  const server = createServer();
  const handle = async (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store" });
    res.end("<!doctype html><p>ok</p>");
  };
  server.on(
    "request",
    createRequestPipeline({
      config: { ...getConfig(), ...overrides },
      drainer: createConnectionDrainer(server),
      pages: {
        cache: createPageCache(),
        classify: async (req) => (req.url === "/" ? { key: "page:/", url: "/", ttlSeconds: 60 } : null),
      },
      handle,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function sampleOf(families: ReturnType<typeof parsePrometheusTextFormat>, name: string, labels: Record<string, string>) {
  return families.find((f) => f.name === name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
}

describeEachDatabase("GET /metrics", (ctx) => {
  it("carries every named series, parsed as Prometheus text, after a crawl, page views, an event and a push job", async () => {
    const services: BackgroundService[] = [];
    const app = await startPipeline({ METRICS_TOKEN: undefined });
    try {
      const config = getConfig();
      const topology = topologyOf(ctx.current, { redisUrl: config.REDIS_URL });
      services.push((await startScrapeGauges({ config, db: ctx.current.handle, topology }))!);
      const crawler = await startCrawlerInWebProcess({
        config: { ...config, CRAWLER_ENABLED: true },
        db: ctx.current.handle,
        topology,
        demoShopHosts: [],
      });
      if (crawler) services.push(crawler);
      // The registry is the process's: the other driver's run of this suite counted before this one.
      const before = parsePrometheusTextFormat(await (await fetch(`${app.url}/metrics`)).text());
      const grown = (families: typeof before, name: string, labels: Record<string, string>) =>
        String(Number(sampleOf(families, name, labels)?.value ?? 0) - Number(sampleOf(before, name, labels)?.value ?? 0));
      const { site } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "vapemall", count: 2 });
      await crawlSite({ siteId: site.id, fetcher: served.fetcher, trigger: "manual" });
      const handled = subscribeDomainEvent("site_settings_changed", () => {});
      await publishDomainEvents([{ type: "site_settings_changed" }]);
      handled();
      const pushQueue = createMemoryPushQueue({ run: async () => [] });
      await pushQueue.add({ messages: [], attempt: 1 }, 60_000);

      for (const pathname of ["/", "/", "/products/42"]) expect((await fetch(`${app.url}${pathname}`)).status).toBe(200);
      const answer = await fetch(`${app.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const families = parsePrometheusTextFormat(await answer.text());
      await pushQueue.close();

      for (const name of SERIES) expect(families.find((f) => f.name === name)?.metrics.length, name).toBeGreaterThan(0);
      expect(grown(families, "aeksangpick_http_requests_total", { route: "/products/[id]", status: "200", method: "GET" })).toBe("1");
      expect(grown(families, "aeksangpick_http_requests_total", { route: "/", status: "200" })).toBe("2");
      expect(grown(families, "aeksangpick_page_cache_lookups_total", { outcome: "hit" })).toBe("1");
      expect(grown(families, "aeksangpick_page_cache_lookups_total", { outcome: "miss" })).toBe("1");
      const shop = { shop: site.name };
      expect(grown(families, "aeksangpick_crawl_runs_total", { ...shop, outcome: "ok" })).toBe("1");
      expect(grown(families, "aeksangpick_crawl_pages_total", { ...shop, outcome: "read" })).toBe("2");
      expect(sampleOf(families, "aeksangpick_shop_lag_seconds", shop)?.value).toBe("0");
      expect(Number(sampleOf(families, "aeksangpick_offers", { state: "buyable" })?.value)).toBeGreaterThanOrEqual(1);
      expect(sampleOf(families, "aeksangpick_queue_depth", { queue: "push", state: "waiting" })?.value).toBe("1");
      expect(sampleOf(families, "aeksangpick_queue_depth", { queue: "crawl", state: "active" })?.value).toBe("0");
      // The parser keeps a histogram's buckets only: the local transport's is the one family member here.
      const delays = families.find((f) => f.name === "aeksangpick_event_bus_delay_seconds")!.metrics;
      expect(delays).toHaveLength(1);
      expect(Number(delays[0]!.buckets?.["+Inf"])).toBeGreaterThanOrEqual(1);
      expect(Number(sampleOf(families, "aeksangpick_db_pool_connections", { state: "total" })?.value)).toBeGreaterThanOrEqual(1);
    } finally {
      for (const service of services.reverse()) await service.stop();
      await app.close();
    }
  });

  it("answers loopback callers only, never one a proxy forwarded; with METRICS_TOKEN only the bearer of it", async () => {
    const open = await startPipeline({ METRICS_TOKEN: undefined });
    const locked = await startPipeline({ METRICS_TOKEN: "a-long-metrics-token-1234" });
    try {
      const forwarded = await fetch(`${open.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(forwarded.status).toBe(403);
      expect(await forwarded.json()).toEqual({ error: { code: "forbidden", message: expect.stringContaining("METRICS_TOKEN") } });
      expect((await fetch(`${locked.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${locked.url}/metrics`, { headers: { authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(401);
      const allowed = await fetch(`${locked.url}/metrics`, {
        headers: { authorization: "Bearer a-long-metrics-token-1234", "x-forwarded-for": "203.0.113.7" },
      });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain("aeksangpick_http_requests_total");
    } finally {
      await Promise.all([open.close(), locked.close()]);
    }
  });
});
