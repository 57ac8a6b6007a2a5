import type { IncomingMessage } from "node:http";
import { getConfig } from "@/platform/config";
import { AppError } from "@/platform/errors";
import { trustFunction, type TrustProxy } from "@/platform/rate-limit/client-ip";

/** Set by the server on every request (any value a client sent is replaced): the origin the request was made to. */
export const REQUEST_ORIGIN_HEADER = "x-aeksangpick-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const FORBIDDEN_ORIGIN = {
  code: "forbidden_origin",
  message: "다른 사이트에서 보낸 요청은 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/**
 * The origin `req` was made to: its Host over the socket's scheme; a proxy's X-Forwarded-Host/Proto count
 * only from a peer TRUST_PROXY trusts (`trust`; anyone can send them). Null without a usable Host.
 */
export function requestOriginOf(req: IncomingMessage, trust: (addr: string, hop: number) => boolean): string | null {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host;
  const scheme = (trusted && first(req.headers["x-forwarded-proto"])) || ("encrypted" in req.socket ? "https" : "http");
  if (!host || (scheme !== "http" && scheme !== "https")) return null;
  try {
    const url = new URL(`${scheme}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Records on every request the origin it was made to (`REQUEST_ORIGIN_HEADER`, for route handlers) and, unless
 * TRUST_PROXY trusts the peer, removes X-Forwarded-Host/Proto so that Next's own server-action check reads the Host.
 */
export function createRequestOriginStamp({ trustProxy }: { trustProxy: TrustProxy }): (req: IncomingMessage) => string | null {
  const trust = trustFunction(trustProxy);
  return (req) => {
    const origin = requestOriginOf(req, trust);
    if (!trust(req.socket.remoteAddress ?? "", 0)) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    if (origin) req.headers[REQUEST_ORIGIN_HEADER] = origin;
    else delete req.headers[REQUEST_ORIGIN_HEADER];
    return origin;
  };
}

/** The site's own origins: BASE_URL's, and the one the request itself was made to (a visitor on `127.0.0.1:3000`). */
export function isSiteOrigin(origin: string, requestOrigin: string | null): boolean {
  return origin === new URL(getConfig().BASE_URL).origin || (requestOrigin !== null && origin === requestOrigin);
}

/**
 * CSRF defence for state changes (API calls, server actions, page forms): browsers always send Origin on them,
 * so a foreign one (or none while a cookie rides along) means another site is acting with the member's cookie.
 */
export function isForeignStateChange({
  method,
  origin,
  hasCookie,
  requestOrigin,
}: {
  method: string;
  origin: string | null;
  hasCookie: boolean;
  requestOrigin: string | null;
}): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin === null) return hasCookie;
  return !isSiteOrigin(origin, requestOrigin);
}

/** `isForeignStateChange` for a route handler's request: 403 `forbidden_origin`. */
export function assertSameOrigin({
  method,
  headers,
  requestOrigin,
}: {
  method: string;
  headers: Headers;
  requestOrigin: string | null;
}): void {
  if (isForeignStateChange({ method, origin: headers.get("origin"), hasCookie: headers.has("cookie"), requestOrigin }))
    throw new AppError(FORBIDDEN_ORIGIN.code, 403, FORBIDDEN_ORIGIN.message);
}
