import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIpFrom, createClientIpStamp, type TrustProxy } from "./client-ip";

/** What the server sees: a peer address and whatever headers the client (or a proxy) wrote. */
function stamped(trustProxy: TrustProxy, peer: string, headers: Record<string, string> = {}): string {
  const req = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: { ...headers },
  } as unknown as IncomingMessage;
  createClientIpStamp({ trustProxy })(req);
  return clientIpFrom(req.headers);
}

describe("client address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For or a pre-set header says", () => {
    const forged = { "x-forwarded-for": "6.6.6.6, 7.7.7.7", "x-real-ip": "8.8.8.8", [CLIENT_IP_HEADER]: "9.9.9.9" };
    expect(stamped(undefined, "203.0.113.7", forged)).toBe("203.0.113.7");
  });

  it("takes the hop the trusted proxies vouch for, by count", () => {
    expect(stamped(1, "10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).toBe("198.51.100.4");
    expect(stamped(2, "10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.1" })).toBe("198.51.100.4");
  });

  it("takes the first untrusted hop, by address list; an untrusted peer is the client", () => {
    const trust = ["loopback", "10.0.0.0/8"];
    expect(stamped(trust, "10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.9" })).toBe("198.51.100.4");
    expect(stamped(trust, "198.51.100.9", { "x-forwarded-for": "6.6.6.6" })).toBe("198.51.100.9");
  });

  it("is one shared bucket outside the server", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "6.6.6.6" }))).toBe("unknown");
    expect(clientIpFrom({})).toBe("unknown");
  });
});
