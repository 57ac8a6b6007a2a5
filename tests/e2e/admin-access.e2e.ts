import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { adminPagePaths } from "./admin-pages";
import { baseUrl } from "./pages";

const adminPages = adminPagePaths();

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
