import type { IncomingMessage, ServerResponse } from "node:http";
import { httpRequests, httpRequestSeconds } from "@/platform/metrics/series";
import { createRoutePattern } from "./route-pattern";

/** Counts each answered request and its time by route pattern, method and status, once its response is finished. */
export function createRequestMetrics({ distDir }: { distDir: string }): (req: IncomingMessage, res: ServerResponse) => void {
  const routeOf = createRoutePattern({ distDir });
  return (req, res) => {
    const stop = httpRequestSeconds.startTimer();
    res.once("finish", () => {
      const labels = { route: routeOf(req.url), method: req.method ?? "GET", status: String(res.statusCode) };
      stop(labels);
      httpRequests.inc(labels);
    });
  };
}
