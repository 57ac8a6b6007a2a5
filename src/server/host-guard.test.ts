import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isHostValue } from "@/platform/http/host-header";
import { rawRequest } from "@tests/support/raw-http";
import { createConnectionDrainer } from "./connection-drainer";
import { guardHostHeaders } from "./host-guard";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server whose request and upgrade listeners record what reached them, behind the Host guard. */
async function start() {
  const reached: string[] = [];
  const server = createServer();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    reached.push(`request ${req.headers.host}`);
    res.end("ok");
  });
  server.on("upgrade", (req: IncomingMessage, socket) => {
    reached.push(`upgrade ${req.headers.host}`);
    socket.end("HTTP/1.1 101 Switching Protocols\r\n\r\n");
  });
  guardHostHeaders(server, createConnectionDrainer(server));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, reached };
}

const raw = (port: number, head: string) => rawRequest(port, head);

const BAD_HOSTS = ["[", "a b", "%", "", "a/b", "a@b", "a:99999", "[::1", "ex ample.kr:3000", "a:b:c", "\u00e9.kr", "x".repeat(300)];

describe("Host guard (issue 56, item 4)", () => {
  it("tells a host from what is not one", () => {
    for (const good of ["localhost", "localhost:3000", "127.0.0.1:4300", "[::1]:80", "Shop.Example.KR", "a-b.kr."])
      expect(isHostValue(good)).toBe(true);
    for (const bad of BAD_HOSTS) expect(isHostValue(bad), bad).toBe(false);
  });

  it("answers 400 JSON before any listener to a bad Host or X-Forwarded-Host, on requests and upgrades alike", async () => {
    const app = await start();
    for (const host of BAD_HOSTS.filter((h) => !/[^\x21-\x7e ]/.test(h))) {
      for (const head of [
        `POST /api/analytics/page-view HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0`,
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket`,
        `GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: ${host || ","}`,
      ]) {
        const answer = await raw(app.port, head);
        expect(answer, `${host}: ${head}`).toMatch(/^HTTP\/1\.1 400 /);
        // JSON for the API and socket.io, a Korean page for people.
        expect(answer).toMatch(/"code":"invalid_host"|호스트\(Host\)가 올바르지 않습니다/);
      }
    }
    expect(await raw(app.port, "GET / HTTP/1.1\r\nHost: a\r\nHost: b")).toMatch(/^HTTP\/1\.1 400 /);
    expect(app.reached).toEqual([]);

    expect(await raw(app.port, "GET / HTTP/1.1\r\nHost: localhost:3000\r\nX-Forwarded-Host: shop.example.kr, proxy.local")).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(await raw(app.port, "GET / HTTP/1.0")).toMatch(/^HTTP\/1\.1 200 /);
    expect(await raw(app.port, "GET /socket.io/ HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket")).toMatch(/^HTTP\/1\.1 101 /);
    expect(app.reached).toEqual(["request localhost:3000", "request undefined", "upgrade localhost"]);
  });
});
