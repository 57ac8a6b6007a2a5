import type { ServerResponse } from "node:http";
import { isDatabaseHealthy } from "@/platform/db/health";

export const READINESS_PATH = "/api/ready";

/**
 * GET /api/ready for load balancers: 503 from the first moment of a shutdown (send new visitors
 * elsewhere; /api/health, the liveness check, stays 200 meanwhile), else 200 when the database answers.
 */
export async function answerReadiness({ res, draining }: { res: ServerResponse; draining: boolean }): Promise<void> {
  const healthy = !draining && (await isDatabaseHealthy());
  const body = JSON.stringify(draining ? { status: "draining" } : healthy ? { status: "ready" } : { status: "error", db: "unavailable" });
  res.writeHead(healthy ? 200 : 503, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(body);
}
