import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextRequest } from "next/server";
import type { Config } from "@/platform/config";
import { PAGE_VIEW_PATH } from "@/domains/analytics/page-view-path";
import { logger } from "@/platform/logger";

type Beacon = { answer: (req: NextRequest) => Promise<Response>; NextRequest: typeof NextRequest };

/**
 * Answers the page-view beacon with its apiRoute handler directly, without Next's router: at 1,000
 * beacons/s the router's per-request cost alone saturated this 2-vCPU machine (bench/README.md,
 * tracking). Answers true when the request was the beacon.
 */
export function createPageViewFastPath(config: Config): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Lazily: the analytics domain imports `server-only` (resolvable once allow-server-only ran) and
  // next/server needs the AsyncLocalStorage that Next installs when it starts.
  let beacon: Promise<Beacon> | undefined;
  const load = () =>
    (beacon ??= Promise.all([import("@/domains/analytics/page-view-endpoint"), import("next/server")]).then(([endpoint, next]) => ({
      answer: endpoint.answerPageViewBeacon as Beacon["answer"],
      NextRequest: next.NextRequest,
    })));
  return (req, res) => {
    if (req.method !== "POST" || req.url?.split("?")[0] !== PAGE_VIEW_PATH) return false;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      void load()
        .then(({ answer, NextRequest }) => {
          // Inside the chain: an unparseable URL answers 500 here instead of throwing out of the event handler.
          const url = new URL(req.url!, `http://${req.headers.host ?? new URL(config.BASE_URL).host}`);
          return answer(new NextRequest(url, { method: "POST", headers, body: Buffer.concat(chunks) }));
        })
        .then(async (response) => {
          const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "set-cookie"));
          res.writeHead(response.status, { ...headers, "set-cookie": response.headers.getSetCookie() });
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((err) => {
          logger.error({ err }, "page-view beacon failed");
          if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { code: "internal", message: "일시적인 오류가 발생했습니다." } }));
        });
    });
    return true;
  };
}
