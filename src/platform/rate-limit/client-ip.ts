import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/** Set by the server on every request (any value a client sent is replaced); read by the limiters. */
export const CLIENT_IP_HEADER = "x-aeksangpick-client-ip";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** How many proxies in front of the server, or which of their addresses, may name the client (TRUST_PROXY). */
export type TrustProxy = number | string[] | undefined;

/** Whether the peer at `addr`, `hop` proxies away from the server, may speak for the client (proxy-addr's rule). */
export function trustFunction(trust: TrustProxy): (addr: string, hop: number) => boolean {
  if (trust === undefined) return () => false;
  if (typeof trust === "number") return (_addr, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * Records the client address on the request before Next sees it: the socket's peer, or — only when
 * TRUST_PROXY trusts that peer — the X-Forwarded-For hop the trusted proxies vouch for (proxy-addr,
 * as Express does). Without a trusted proxy a forged X-Forwarded-For changes nothing.
 */
export function createClientIpStamp({ trustProxy }: { trustProxy: TrustProxy }): (req: IncomingMessage) => void {
  const trust = trustFunction(trustProxy);
  return (req) => {
    req.headers[CLIENT_IP_HEADER] = proxyAddr(req, trust);
  };
}

/** The client address for rate limits and counts, as the server recorded it ("unknown" outside the server). */
export function clientIpFrom(headers: HeaderSource): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_IP_HEADER) : headers[CLIENT_IP_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() || "unknown";
}
