import { createServer } from "node:http";
import type { Config } from "@/platform/config";
import { refreshBeforeScrape } from "@/platform/metrics/metrics-registry";
import { dbPoolConnections } from "@/platform/metrics/series";
import { getDbHandle } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { answerMetrics, METRICS_PATH } from "./metrics-endpoint";

/** A worker process's own /metrics (its registry: crawl runs and pages, push sends, its pool) on WORKER_METRICS_PORT. */
export function listenForMetrics(config: Config): void {
  if (config.WORKER_METRICS_PORT === 0) return;
  refreshBeforeScrape(() => {
    const connections = getDbHandle().connections?.();
    if (connections) for (const [state, value] of Object.entries(connections)) dbPoolConnections.set({ state }, value);
  });
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.split("?")[0] === METRICS_PATH)
      return void answerMetrics({ req, res, token: config.METRICS_TOKEN });
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "not_found", message: "없는 주소입니다." } }));
  });
  server.on("error", (err) => logger.warn({ err }, `작업자 지표(/metrics)를 ${config.WORKER_METRICS_PORT} 포트에서 열지 못했습니다`));
  server.listen(config.WORKER_METRICS_PORT, config.HOST, () => logger.info(`작업자 지표: :${config.WORKER_METRICS_PORT}${METRICS_PATH}`));
  server.unref();
}
