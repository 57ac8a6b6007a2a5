import type { IncomingMessage } from "node:http";

// A registered name or IPv4 (RFC 3986 reg-name without percent-encoding), or a bracketed IPv6; an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9-]{1,63})*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** Whether a Host (or X-Forwarded-Host) value is a host and an optional port that URL parses to itself. */
export function isHostValue(value: string): boolean {
  if (value.length > 255 || !HOST.test(value)) return false;
  try {
    return new URL(`http://${value}`).host === value.toLowerCase().replace(/:80$/, "");
  } catch {
    return false;
  }
}

/**
 * Whether a request names a host: exactly one Host that is one (none only in HTTP/1.0, which has no Host), and
 * X-Forwarded-Host, when sent, of hosts too (`a, b` from a chain of proxies). Code after this may build
 * `new URL(…, host)` without a try.
 */
export function hasValidHostHeaders(req: IncomingMessage): boolean {
  const hosts = req.headersDistinct.host;
  if (hosts === undefined ? req.httpVersion !== "1.0" : hosts.length !== 1 || !isHostValue(hosts[0]!)) return false;
  const forwarded = req.headersDistinct["x-forwarded-host"];
  return forwarded === undefined || forwarded.every((line) => line.split(",").every((part) => isHostValue(part.trim())));
}
