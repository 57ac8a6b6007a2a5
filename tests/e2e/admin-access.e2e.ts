import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { baseUrl } from "./pages";

/** Every file named `name` under `dir`, found on disk so pages added later are covered too. */
function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesNamed(full, name);
    return entry === name ? [full] : [];
  });
}

// Dynamic segments get a row that exists in the demo data (product 1 etc.).
const adminPages = filesNamed(path.join(process.cwd(), "src/app/admin"), "page.tsx").map(
  (file) =>
    "/" +
    path
      .relative(path.join(process.cwd(), "src/app"), path.dirname(file))
      .split(path.sep)
      .map((segment) => (/^\[.+\]$/.test(segment) ? "1" : segment))
      .join("/"),
);

const signIn = async (account: { email: string; password: string }) =>
  (await signInOverHttp({ baseUrl: baseUrl(), fields: { email: account.email, password: account.password } })).jar;
const get = (jar: CookieJar, pathname: string) => fetchWithJar(jar, `${baseUrl()}${pathname}`);

describe("every /admin page, from the route tree", () => {
  it("covers the spec's admin routes", () => {
    expect(adminPages).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/products",
        "/admin/manufacturers",
        "/admin/seller-sites",
        "/admin/users",
        "/admin/crawler-logs",
        "/admin/settings",
      ]),
    );
  });

  it("sends visitors to sign-in and coming back to the page", async () => {
    for (const page of adminPages) {
      const response = await fetch(`${baseUrl()}${page}`, { redirect: "manual" });
      expect([307, 308, 302, 303], page).toContain(response.status);
      const location = new URL(response.headers.get("location")!, baseUrl());
      expect(location.pathname, page).toBe("/auth/signin");
      expect(location.searchParams.get("callbackUrl"), page).toBe(page);
    }
  });

  it("answers 403 to members", async () => {
    const jar = await signIn(DEMO_ACCOUNTS.member);
    for (const page of adminPages) {
      const response = await get(jar, page);
      expect(response.status, page).toBe(403);
      expect(await response.text(), page).toContain("접근 권한이 없습니다");
    }
  });

  it("answers 200 with noindex to the admin", async () => {
    const jar = await signIn(DEMO_ACCOUNTS.admin);
    for (const page of adminPages) {
      const response = await get(jar, page);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    }
  });
});
