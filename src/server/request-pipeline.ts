import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Config } from "@/platform/config";
import { logger } from "@/platform/logger";
import { createRequestOriginStamp } from "@/platform/http/same-origin";
import { createClientIpStamp } from "@/platform/rate-limit/client-ip";
import { requestIdFrom, runWithRequestId } from "@/platform/request-context";
import type { createConnectionDrainer } from "./connection-drainer";
import type { PageCache, PageRequest } from "./page-cache/page-cache";
import { answerRefusal } from "./error-page";
import { checkPageFormPost, isPageFormPost } from "./page-form-check";
import { refuseForeignPagePost } from "./origin-guard";
import { answerMetrics, METRICS_PATH } from "./metrics/metrics-endpoint";
import { createRequestMetrics } from "./metrics/request-metrics";
import { answerReadiness, READINESS_PATH } from "./readiness";
import { refuseBadRequest } from "./request-guard";
import { logFailedOrSlow } from "./request-log";
import { createPageViewFastPath } from "./page-view-fast-path";
import { createSecurityHeadersStamp } from "./security-headers-stamp";
import { followSiteThirdParties } from "./site-third-parties";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Every HTTP request's way through the server, in order: request id (the proxy's `X-Request-Id` or a
 * fresh one, on every log line of the request) → connection bookkeeping (drain) → readiness
 * → client address and origin → security headers → refusal of malformed input and of foreign server
 * actions and page forms → page cache → Next.
 */
export function createRequestPipeline({
  config,
  drainer,
  pages,
  handle,
  standIn,
}: {
  config: Config;
  drainer: ReturnType<typeof createConnectionDrainer>;
  pages: { cache: PageCache; classify: (req: IncomingMessage) => Promise<PageRequest | null> };
  handle: NextHandler;
  /** The built-in PortOne stand-in (demo), answering its own paths; false for everything else. */
  standIn?: (req: IncomingMessage, res: ServerResponse) => boolean;
}): RequestListener {
  const stampClientIp = createClientIpStamp({ trustProxy: config.TRUST_PROXY });
  const stampRequestOrigin = createRequestOriginStamp({ trustProxy: config.TRUST_PROXY });
  const stampSecurityHeaders = createSecurityHeadersStamp(
    {
      baseUrl: config.BASE_URL,
      googleGsiScriptUrl: config.GOOGLE_GSI_SCRIPT_URL,
      gaScriptUrl: config.GA_SCRIPT_URL,
      adsenseScriptUrl: config.ADSENSE_SCRIPT_URL,
    },
    followSiteThirdParties(config),
  );
  const servePageViewBeacon = createPageViewFastPath(config);
  const countRequest = createRequestMetrics({ distDir: process.env.NEXT_DIST_DIR || ".next" });

  const fail = (req: IncomingMessage, res: ServerResponse) => (err: unknown) => {
    logger.error({ err, url: req.url }, "unhandled request error");
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "internal", message: "일시적인 오류가 발생했습니다." } }));
  };
  const refuseForm = (req: IncomingMessage, res: ServerResponse) =>
    answerRefusal({
      req,
      res,
      status: 400,
      code: "malformed_form",
      message: "보낸 양식의 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
    });

  return (req, res) => runWithRequestId(requestIdFrom(req.headers["x-request-id"]), () => serve(req, res));

  function serve(req: IncomingMessage, res: ServerResponse): void {
    logFailedOrSlow(req, res);
    countRequest(req, res);
    drainer.track(req, res);
    stampClientIp(req);
    const requestOrigin = stampRequestOrigin(req);
    stampSecurityHeaders(req, res);
    if (refuseBadRequest(req, res) || refuseForeignPagePost(req, res, requestOrigin)) return;
    if (req.url?.split("?")[0] === READINESS_PATH) {
      void answerReadiness({ res, draining: drainer.isDraining() });
      return;
    }
    if (req.method === "GET" && req.url?.split("?")[0] === METRICS_PATH) {
      void answerMetrics({ req, res, token: config.METRICS_TOKEN });
      return;
    }
    if (servePageViewBeacon(req, res) || standIn?.(req, res)) return;
    if (isPageFormPost(req))
      void checkPageFormPost(req).then((replay) => (replay ? render(replay, res) : refuseForm(req, res)), fail(req, res));
    else void servePage(req, res).catch(fail(req, res));
  }

  /** From the page cache when it holds the page; else rendered by Next (and kept, when cacheable). */
  async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await pages.classify(req).catch((err: unknown) => (logger.warn({ err }, "page cache lookup skipped"), null));
    await pages.cache.serve(req, res, page, render);
  }

  function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return handle(req, res).catch(fail(req, res));
  }
}
