import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { scanPage } from "./axe-scan";
import { baseUrl, DESKTOP, openBrowserPerFile, PHONE, signInAndReturn, siteFooter } from "./pages";

// The public API in Chromium: /profile's API 키 card (create, the key shown once and working, revoke) and the API's
// page reached from the footer. The routes' answers against their schemas: tests/integration/public-api.test.ts.
const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

describe("API keys on /profile", () => {
  it("creates a named key shown once with a copy button, which the API takes, and revokes it", async () => {
    const page = await browser.page(DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await signInAndReturn(page, "/profile", DEMO_ACCOUNTS.member);
    const card = page.locator("#api-keys");
    const name = `e2e ${Date.now()}`;
    await card.getByLabel("새 키 이름").fill(name);
    await card.getByRole("button", { name: "키 만들기" }).click();
    const key = (await card.getByTestId("new-api-key").textContent())!;
    expect(key).toMatch(/^ap_live_[\w-]{43}$/);
    await card.getByRole("button", { name: "복사" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "API 키를 복사했습니다." }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const row = card.getByTestId("api-key").filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(-4));

    const ask = () => fetch(`${baseUrl()}/api/v1/products?limit=1`, { headers: { authorization: `Bearer ${key}` } });
    const admitted = await ask();
    expect(admitted.status).toBe(200);
    expect(admitted.headers.get("ratelimit-limit")).toBe("600");

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: `${name} 키 폐기` }).click();
    await page.locator("[data-sonner-toast]", { hasText: "API 키를 폐기했습니다." }).waitFor();
    await row.getByText("폐기됨", { exact: false }).waitFor();
    expect((await ask()).status).toBe(401);
    await page.reload();
    expect(await page.locator("#api-keys").getByTestId("new-api-key").count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(await scanPage(page, "/profile with API keys")).toEqual([]);
  });
});

describe("the API's page", () => {
  it("is linked from the footer and lists the routes from the document", async () => {
    const page = await browser.page(DESKTOP);
    await page.goto("/");
    await siteFooter(page).getByRole("link", { name: "가격 API" }).click();
    await page.waitForURL("**/developers/api");
    await page.getByRole("heading", { name: "가격 API" }).waitFor();
    for (const path of ["/products", "/products/{id}", "/products/{id}/history", "/openapi.json"])
      await page.getByRole("heading", { name: `GET ${path}`, exact: true }).waitFor();
    expect(await scanPage(page, "/developers/api")).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await scanPage(page, "/developers/api @390")).toEqual([]);
  });
});
