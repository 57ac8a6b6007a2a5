import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { createAdmin, createMember, sessionCookieFor } from "@tests/support/account-factories";
import { describeEachDatabase } from "@tests/support/test-db";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Every route.ts under src/app/api/admin, found on disk so routes added later are covered too. */
function adminRouteFiles(dir = path.dirname(new URL(import.meta.url).pathname)): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return adminRouteFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

const UUID = "00000000-0000-4000-8000-000000000000";

/** The URL of a route file with each dynamic segment filled by `id` (a well-formed one unless told). */
function urlAndParams(file: string, id = UUID) {
  const segments = path.relative(path.join(process.cwd(), "src/app"), path.dirname(file)).split(path.sep);
  const params: Record<string, string | string[]> = {};
  const url = segments
    .map((segment) => {
      const dynamic = segment.match(/^\[(?:\.\.\.)?(.+)\]$/);
      if (!dynamic) return segment;
      params[dynamic[1]!] = segment.startsWith("[...") ? [id] : id;
      return id;
    })
    .join("/");
  return { url: `http://localhost:3000/${url}`, params };
}

const routes = adminRouteFiles().map((file) => ({ file, ...urlAndParams(file) }));

/** Calls every method of every admin route, as the holder of `cookie` (or a visitor), with `fill`'s ids, query and body. */
async function callEvery(
  cookie?: { name: string; value: string },
  fill: { id?: string; query?: string; body?: object } = {},
): Promise<Array<{ route: string; status: number }>> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: "http://localhost:3000",
    ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
  };
  const answers = [];
  for (const route of adminRouteFiles().map((file) => ({ file, ...urlAndParams(file, fill.id) }))) {
    const mod = (await import(route.file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify(fill.body ?? {});
      const url = `${route.url}${fill.query ?? ""}`;
      const response = await handler(new NextRequest(url, { method, body, headers }), { params: Promise.resolve(route.params) });
      answers.push({ route: `${method} ${new URL(route.url).pathname}`, status: response.status });
    }
  }
  return answers;
}

describeEachDatabase("/api/admin/* routes", () => {
  it("exist (the users list and member moderation at least)", () => {
    expect(routes.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining([
        "/api/admin/users",
        "/api/admin/users/00000000-0000-4000-8000-000000000000",
        "/api/admin/audit-log",
        "/api/admin/settings",
      ]),
    );
  });

  it("answer 401 to visitors", async () => {
    const answers = await callEvery();
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it("answer 403 to members", async () => {
    const answers = await callEvery(await sessionCookieFor(await createMember()));
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
  });

  it("let admins through", async () => {
    const admin = await createAdmin();
    const cookie = await sessionCookieFor(admin);
    const answers = await callEvery(cookie);
    expect(answers.filter((a) => a.status === 401 || a.status === 403)).toEqual([]);
    // Lists (no id in the path) answer 200 to an admin; handlers given an unknown id may say 404 or 400.
    const lists = answers.filter((a) => a.route.startsWith("GET ") && !a.route.includes("00000000-"));
    expect(lists.length).toBeGreaterThan(1);
    expect(lists.filter((a) => a.status !== 200)).toEqual([]);
    const { GET } = await import("./users/route");
    const request = new NextRequest("http://localhost:3000/api/admin/users?limit=5", {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const response = await GET(request, { params: Promise.resolve({}) });
    const listed = await response.json();
    expect(listed.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(listed.members.map((m: { id: string }) => m.id)).toContain(admin.id);
  });

  it("answer 4xx, never 5xx, to ids above int4 in the path, the query and the body (issue 56, item 6)", async () => {
    const cookie = await sessionCookieFor(await createAdmin());
    const big = 2_147_483_648;
    const answers = await callEvery(cookie, {
      id: String(big),
      query: `?siteId=${big}&manufacturerId=${big}&page=1e300`,
      body: { targetId: big, productId: big, ids: [big], siteId: big, parentId: big, targetType: "post", reason: "spam" },
    });
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const { GET } = await import("./products/[id]/route");
    const response = await GET(
      new NextRequest(`http://localhost:3000/api/admin/products/${big}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
      {
        params: Promise.resolve({ id: String(big) }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: expect.stringContaining("id가 올바르지 않습니다"), field: "id" },
    });
  });

  it("answer a Korean message for a limit out of range", async () => {
    const cookie = await sessionCookieFor(await createAdmin());
    const { GET } = await import("./users/route");
    const request = new NextRequest("http://localhost:3000/api/admin/users?limit=500", {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const response = await GET(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "입력값이 올바르지 않습니다: 100 이하여야 합니다", field: "limit" },
    });
  });

  it("refuse an admin's ban sent from another site, or without Origin, and leave the member untouched", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const cookie = await sessionCookieFor(admin);
    const { PATCH } = await import("./users/[id]/route");
    const { findUserAuthState } = await import("@/domains/accounts/queries");
    const patch = (origin?: string) =>
      PATCH(
        new NextRequest(`http://localhost:3000/api/admin/users/${member.id}`, {
          method: "PATCH",
          body: JSON.stringify({ banned: true }),
          headers: { "content-type": "application/json", cookie: `${cookie.name}=${cookie.value}`, ...(origin ? { origin } : {}) },
        }),
        { params: Promise.resolve({ id: member.id }) },
      );
    for (const origin of ["http://evil.example", "null", "http://localhost:3000.evil.example", undefined]) {
      const refused = await patch(origin);
      expect(refused.status, String(origin)).toBe(403);
      expect((await refused.json()).error).toMatchObject({ code: "forbidden_origin", message: expect.stringMatching(/[가-힣]/) });
    }
    expect((await findUserAuthState({ userId: member.id }))?.bannedAt).toBeNull();
    expect((await patch("http://localhost:3000")).status).toBe(200);
    expect((await findUserAuthState({ userId: member.id }))?.bannedAt).toBeInstanceOf(Date);
  });

  it("audit a ban with its reason, listed by GET /api/admin/audit-log", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const cookie = await sessionCookieFor(admin);
    const headers = { cookie: `${cookie.name}=${cookie.value}`, "content-type": "application/json", origin: "http://localhost:3000" };
    const { PATCH } = await import("./users/[id]/route");
    const banned = await PATCH(
      new NextRequest(`http://localhost:3000/api/admin/users/${member.id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ banned: true, reason: "광고 도배" }),
      }),
      { params: Promise.resolve({ id: member.id }) },
    );
    expect(banned.status).toBe(200);
    const { GET } = await import("./audit-log/route");
    const listed = await (await GET(new NextRequest("http://localhost:3000/api/admin/audit-log?action=member.ban", { headers }))).json();
    expect(listed.entries[0]).toMatchObject({
      actorId: admin.id,
      action: "member.ban",
      targetType: "member",
      targetId: member.id,
      before: { bannedAt: null, grade: "NORMAL" },
      after: { grade: "NORMAL", reason: "광고 도배" },
    });
    expect(listed.entries[0].after.bannedAt).toEqual(expect.any(String));
  });
});
