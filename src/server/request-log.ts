import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/platform/logger";

const SLOW_MS = 2_000;

/**
 * Logs what an operator must see, not every request (the proxy's access log has those, with the same
 * request id): answers of 500 and above, and requests slower than 2 s. Call inside the request's context.
 */
export function logFailedOrSlow(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once("finish", () => {
    const ms = Math.round(performance.now() - started);
    if (res.statusCode < 500 && ms < SLOW_MS) return;
    const line = { method: req.method, url: req.url, status: res.statusCode, ms };
    if (res.statusCode >= 500) logger.warn(line, "request failed");
    else logger.info(line, "slow request");
  });
}
