import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/platform/logger";
import { scrapeMetrics } from "@/platform/metrics/metrics-registry";
import { metricsAccess } from "./metrics-access";

export const METRICS_PATH = "/metrics";

const REFUSALS = {
  unauthorized: { status: 401, code: "unauthorized", message: "METRICS_TOKEN을 Authorization: Bearer 헤더로 보내 주세요." },
  forbidden: {
    status: 403,
    code: "forbidden",
    message: "/metrics는 이 서버 안(loopback)에서만 읽을 수 있습니다. 밖에서 읽으려면 METRICS_TOKEN을 설정하세요.",
  },
} as const;

/** GET /metrics in Prometheus text format for whoever metricsAccess allows; a JSON error otherwise. */
export async function answerMetrics({ req, res, token }: { req: IncomingMessage; res: ServerResponse; token: string | undefined }) {
  const access = metricsAccess(req, token);
  if (access !== "allowed") {
    const { status, code, message } = REFUSALS[access];
    res.writeHead(status, {
      "content-type": "application/json",
      "cache-control": "no-store",
      ...(status === 401 ? { "www-authenticate": "Bearer" } : {}),
    });
    res.end(JSON.stringify({ error: { code, message } }));
    return;
  }
  try {
    const { contentType, body } = await scrapeMetrics();
    res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
    res.end(body);
  } catch (err) {
    logger.error({ err }, "metrics scrape failed");
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "internal", message: "지표를 읽지 못했습니다." } }));
  }
}
