import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  return plain === "::1" || (isIP(plain) === 4 && plain.startsWith("127."));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics. With METRICS_TOKEN: whoever sends `Authorization: Bearer <token>`. Without: loopback
 * callers only, and never a request a proxy forwarded (nginx on the same machine connects from loopback too),
 * so the figures are never public by accident.
 */
export function metricsAccess(req: IncomingMessage, token: string | undefined): "allowed" | "unauthorized" | "forbidden" {
  if (token) {
    const header = req.headers.authorization ?? "";
    return header.startsWith("Bearer ") && sameSecret(header.slice(7).trim(), token) ? "allowed" : "unauthorized";
  }
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && isLoopback(req.socket.remoteAddress) ? "allowed" : "forbidden";
}
