import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { currentRequestId, requestIdFrom, requestLogFields, runWithRequestId } from "./request-context";

describe("request ids", () => {
  it("takes the proxy's id (nginx $request_id) and replaces a missing or odd one with a fresh id", () => {
    expect(requestIdFrom("0f3c9a1be27d4c55a1f0d2e3b4c5d6e7")).toBe("0f3c9a1be27d4c55a1f0d2e3b4c5d6e7");
    for (const odd of [undefined, "", "short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(200)])
      expect(requestIdFrom(odd)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("follows the request through awaits, and stays out of unrelated work", async () => {
    const seen = await runWithRequestId("req-12345678", async () => {
      await new Promise((r) => setTimeout(r, 5));
      return currentRequestId();
    });
    expect(seen).toBe("req-12345678");
    expect(currentRequestId()).toBeUndefined();
  });

  it("the logger's mixin puts it on every line written inside the request", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const log = pino({ base: undefined, mixin: requestLogFields }, sink);
    runWithRequestId("req-abcdefgh", () => log.info("inside"));
    log.info("outside");
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: "req-abcdefgh", msg: "inside" });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty("reqId");
  });
});
