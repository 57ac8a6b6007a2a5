import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { conflict } from "@/platform/errors";
import { apiRoute } from "./api-route";

const echo = apiRoute({ access: "public", body: z.object({ name: z.string().min(1) }) }, async ({ body }) => ({ hello: body.name }));
const post = (body: string) =>
  new NextRequest("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("apiRoute", () => {
  it("passes the parsed body to the handler", async () => {
    const res = await echo(post(JSON.stringify({ name: "민수" })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: "민수" });
  });

  it("answers bad JSON and invalid input with a 400 Korean error body", async () => {
    const bad = await echo(post("{nope"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "invalid_json", message: "요청 본문이 올바른 JSON이 아닙니다." } });
    const invalid = await echo(post(JSON.stringify({ name: "" })));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBe("invalid_input");
  });

  it("refuses a NUL in the body or query, and a body nested deeper than any input, with 400 (never 500)", async () => {
    for (const body of ['{"name":"a\\u0000"}', '{"name":"a\u0000"}', `{"name":${"[".repeat(100_000)}${"]".repeat(100_000)}}`]) {
      const refused = await echo(post(body));
      expect(refused.status).toBe(400);
    }
    const query = apiRoute({ access: "public", query: z.object({ tag: z.string() }) }, async ({ query }) => query);
    expect((await query(new NextRequest("http://localhost/api/x?tag=%00"))).status).toBe(400);
    expect((await echo(post('{"name":"a\\\\u0000"}'))).status).toBe(200);
  });

  it("refuses a state change from a foreign Origin, or without one when a cookie rides along", async () => {
    const call = (method: string, headers: Record<string, string>) =>
      echo(new NextRequest("http://localhost/api/x", { method, body: method === "GET" ? undefined : '{"name":"a"}', headers }));
    for (const headers of [{ origin: "http://evil.example" }, { origin: "null" }, { cookie: "a=b" }] as Record<string, string>[]) {
      const refused = await call("POST", headers);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("forbidden_origin");
    }
    expect((await call("POST", { origin: "http://localhost", cookie: "a=b" })).status).toBe(200);
    expect((await call("POST", { origin: "http://localhost:3000" })).status).toBe(200);
    expect((await call("POST", {})).status).toBe(200);
  });

  it("accepts the origin the server recorded the request was made to (Host), never a foreign one", async () => {
    const call = (origin: string) =>
      echo(
        new NextRequest("http://localhost:3000/api/x", {
          method: "POST",
          body: '{"name":"a"}',
          headers: { origin, cookie: "a=b", "x-aeksangpick-origin": "http://127.0.0.1:3000" },
        }),
      );
    expect((await call("http://127.0.0.1:3000")).status).toBe(200);
    expect((await call("http://evil.example")).status).toBe(403);
  });

  it("refuses members-only and admin routes to visitors with 401", async () => {
    const members = apiRoute({ access: "user" }, async () => ({ secret: true }));
    const admins = apiRoute({ access: "admin" }, async () => ({ secret: true }));
    for (const route of [members, admins]) {
      const res = await route(new NextRequest("http://localhost/api/x"));
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("maps AppErrors to their status and hides internal errors", async () => {
    const clash = apiRoute({ access: "public" }, async () => {
      throw conflict("이미 있습니다.");
    });
    expect((await clash(new NextRequest("http://localhost/x"))).status).toBe(409);
    const boom = apiRoute({ access: "public" }, async () => {
      throw new Error("secret internals");
    });
    const res = await boom(new NextRequest("http://localhost/x"));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret internals");
  });
});
