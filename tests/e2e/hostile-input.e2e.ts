import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { CookieJar, fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { rawRequest } from "../support/raw-http";
import { baseUrl } from "./pages";

// Issue 56 against the running production server: internal text never reaches a client, a Host that is no host
// is refused before any handler, malformed action replies and out-of-range ids are 4xx, not 500.

const port = () => Number(new URL(baseUrl()).port);
/** What must never be in an answer: SQL, a stack, a file name. */
const INTERNAL_TEXT =
  /failed query|select "|from "app_user"|syntax error|\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+|node_modules|TypeError|RangeError/i;

async function csrf(jar: CookieJar): Promise<string> {
  return ((await (await fetchWithJar(jar, `${baseUrl()}/api/auth/csrf`)).json()) as { csrfToken: string }).csrfToken;
}

describe("auth endpoints never answer internal text (item 3)", () => {
  const nul = "a\u0000b@x.kr";
  const huge = `${"a".repeat(200_000)}@x.kr`;

  it("NUL and oversize values to every auth endpoint: no 5xx, and neither body nor Location names SQL, a stack or a file", async () => {
    const answers: Array<{ what: string; status: number; text: string }> = [];
    const send = async (what: string, path: string, fields?: Record<string, string>, json = "true") => {
      const jar = new CookieJar();
      const init: RequestInit = fields
        ? {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ ...fields, csrfToken: await csrf(jar), callbackUrl: "/", json }),
          }
        : {};
      const response = await fetchWithJar(jar, `${baseUrl()}${path}`, init);
      const location = response.headers.get("location") ?? "";
      answers.push({ what, status: response.status, text: `${decodeURIComponent(location)}\n${await response.text()}` });
    };
    for (const json of ["true", "false"])
      for (const [label, name, value] of [
        ["nul", "email", nul],
        ["huge", "email", huge],
        ["nul", "password", "pass\u0000word"],
        ["huge", "password", "p".repeat(200_000)],
      ] as const) {
        const fields = { email: "member@example.kr", password: "some-pass-1", [name]: value };
        await send(`credentials ${label} ${name} json=${json}`, "/api/auth/callback/credentials", fields, json);
        await send(`signin ${label} ${name} json=${json}`, "/api/auth/signin/credentials", fields, json);
      }
    for (const credential of ["x\u0000y", "e".repeat(200_000), "a.b.c"])
      await send(`one tap ${credential.length}`, "/api/auth/callback/google-one-tap", { credential });
    await send("error page with SQL in it", `/api/auth/error?error=${encodeURIComponent('Failed query: select "id" from "app_user"')}`);
    for (const path of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers", "/api/auth/callback/kakao?code=x&state=y"])
      await send(path, path);
    await send("signout", "/api/auth/signout", {});

    expect(answers.filter((a) => a.status >= 500).map((a) => a.what)).toEqual([]);
    expect(answers.filter((a) => INTERNAL_TEXT.test(a.text)).map((a) => `${a.what}: ${a.text.match(INTERNAL_TEXT)![0]}`)).toEqual([]);
    // The NUL sign-in is a wrong pair, as a person would be told; the error page's SQL is replaced by a code.
    expect(answers.find((a) => a.what === "credentials nul email json=true")!.text).toContain("error=CredentialsSignin");
    expect(answers.find((a) => a.what === "error page with SQL in it")!.text).toContain("error=SignInFailed");
  });
});

describe("a Host that is not a host (item 4)", () => {
  const BAD_HOSTS = ["[", "a b", "%", "", "a/b", "a@b", "localhost:99999", "[::1", "a:b:c", "x".repeat(300)];
  const ROUTE_FAMILIES = [
    "GET / HTTP/1.1",
    "GET /mouth-inhalation HTTP/1.1",
    "GET /api/health HTTP/1.1",
    "POST /api/analytics/page-view HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2",
    "POST /profile HTTP/1.1\r\nNext-Action: 7f00\r\nContent-Type: text/plain\r\nContent-Length: 2",
    "GET /socket.io/?EIO=4&transport=polling HTTP/1.1",
    "GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "GET /media/products/0123456789abcdef01234567.webp HTTP/1.1",
    "GET /api/auth/session HTTP/1.1",
  ];

  it("every route family answers 400 at once to a bad Host or X-Forwarded-Host, and the socket closes", async () => {
    const answers: string[] = [];
    for (const family of ROUTE_FAMILIES) {
      const [line, ...headers] = family.split("\r\n");
      const body = family.includes("Content-Length: 2") ? "{}" : "";
      for (const host of BAD_HOSTS) {
        const viaHost = [line, `Host: ${host}`, ...headers].join("\r\n");
        const viaForwarded = [line, `Host: ${new URL(baseUrl()).host}`, `X-Forwarded-Host: ${host || ","}`, ...headers].join("\r\n");
        for (const head of [viaHost, viaForwarded]) {
          const answer = await rawRequest(port(), head, { body });
          answers.push(`${answer.slice(0, 12)} ← ${line} / ${JSON.stringify(host.slice(0, 12))}`);
          expect(answer.slice(0, 13), `${head}`).toBe("HTTP/1.1 400 ");
        }
      }
    }
    expect(answers).toHaveLength(ROUTE_FAMILIES.length * BAD_HOSTS.length * 2);
    // A real Host still works, and an untrusted X-Forwarded-Host that is a host is only ignored.
    const home = await rawRequest(port(), `GET /api/health HTTP/1.1\r\nHost: ${new URL(baseUrl()).host}\r\nX-Forwarded-Host: evil.example`);
    expect(home.slice(0, 13)).toBe("HTTP/1.1 200 ");
  });
});

describe("what answered 500 (item 6)", () => {
  it("malformed server action replies are 400 JSON, before Next", async () => {
    for (const body of ["{{{{", "[", "1", "null", '["$Q1"]', '["$F1"]']) {
      const answer = await fetch(`${baseUrl()}/profile`, {
        method: "POST",
        headers: {
          origin: baseUrl(),
          "next-action": "7f0000000000000000000000000000000000000000",
          "content-type": "text/plain;charset=UTF-8",
        },
        body,
      });
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toEqual({
        error: { code: "malformed_form", message: expect.stringContaining("형식이 올바르지 않습니다") },
      });
    }
  });

  it("a missing post's view is 404; ids above int4 on admin routes are 400, in Korean", async () => {
    const view = await fetch(`${baseUrl()}/api/community/posts/2147483000/view`, { method: "POST", headers: { origin: baseUrl() } });
    expect(view.status).toBe(404);
    expect((await view.json()).error).toEqual({ code: "not_found", message: "없는 글입니다." });
    const { jar } = await signInOverHttp({
      baseUrl: baseUrl(),
      fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    for (const [method, path, body] of [
      ["GET", "/api/admin/products/2147483648", undefined],
      ["GET", "/api/admin/crawler-logs?siteId=2147483648", undefined],
      ["POST", "/api/admin/manufacturers/1/merge", { targetId: 2147483648 }],
    ] as const) {
      const answer = await fetchWithJar(jar, `${baseUrl()}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: body && JSON.stringify(body),
      });
      expect(answer.status, path).toBe(400);
      expect((await answer.json()).error.message).toMatch(/[가-힣]/);
    }
  });
});
