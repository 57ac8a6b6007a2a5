import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { AdminShellPage, signInAs } from "./admin-pages";
import { DESKTOP, PHONE, baseUrl, openBrowserPerFile, screenshotWithFont } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/compliance-shots";
mkdirSync(SHOTS, { recursive: true });

type AdminRow = { id: number; name: string; legalClass: string; withheldReason: string | null };

/** A demo nicotine liquid and a 무니코틴 one, as the admin's product list shows them. */
async function demoProductsByClass(): Promise<{ nicotine: AdminRow; free: AdminRow }> {
  const admin = await signInOverHttp({
    baseUrl: baseUrl(),
    fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  let nicotine: AdminRow | undefined;
  let free: AdminRow | undefined;
  for (let page = 1; page <= 4 && !(nicotine && free); page++) {
    const { products } = (await (await fetchWithJar(admin.jar, `${baseUrl()}/api/admin/products?limit=100&page=${page}`)).json()) as {
      products: AdminRow[];
    };
    nicotine ??= products.find((p) => p.legalClass === "nicotine_liquid");
    free ??= products.find((p) => p.legalClass === "nicotine_free_liquid");
  }
  return { nicotine: nicotine!, free: free! };
}

const visitorStatus = async (path: string) =>
  (await fetch(`${baseUrl()}${path}`, { headers: { cookie: "adult_ok=1" }, redirect: "manual" })).status;
const visitorHtml = async (path: string) => (await fetch(`${baseUrl()}${path}`, { headers: { cookie: "adult_ok=1" } })).text();

/** Polls until the visitor's answer for `path` is `status` (the policy event drops cached pages; no fixed wait). */
async function visitorSees(path: string, status: number) {
  for (let i = 0; i < 100 && (await visitorStatus(path)) !== status; i++) await new Promise((r) => setImmediate(r));
  expect(await visitorStatus(path), path).toBe(status);
}

describe("the compliance policy, switched by the admin (Chromium)", () => {
  it("withholds the demo's nicotine liquids by default, shows them under open, and hides them again on switching back", async () => {
    const { nicotine, free } = await demoProductsByClass();
    expect(nicotine.withheldReason).toContain("니코틴 액상");
    expect(free.withheldReason).toBeNull();
    await visitorSees(`/products/${nicotine.id}`, 404);
    await visitorSees(`/products/${free.id}`, 200);
    expect(await visitorHtml(`/search?q=${encodeURIComponent(nicotine.name)}`)).not.toContain(`href="/products/${nicotine.id}"`);

    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const shell = new AdminShellPage(page);
    await shell.open(`/admin/products?q=${encodeURIComponent(nicotine.name)}`, "상품 관리");
    expect(await page.getByTestId("legal-class").first().textContent()).toContain("니코틴 액상 · 비공개");
    await screenshotWithFont(page, `${SHOTS}/admin-products-1280.png`);

    await shell.open("/admin/settings", "시스템 설정");
    await page.getByTestId("compliance-preset-open").click();
    await shell.confirm("적용하기");
    await shell.toast("운영 정책을 바꿨습니다");
    expect(await page.getByTestId("compliance-current").textContent()).toContain("제한 없음");
    await screenshotWithFont(page, `${SHOTS}/settings-open-1280.png`);
    await visitorSees(`/products/${nicotine.id}`, 200);
    expect(await visitorHtml(`/search?q=${encodeURIComponent(nicotine.name)}`)).toContain(`href="/products/${nicotine.id}"`);

    const phone = await browser.page(PHONE);
    await signInAs(phone);
    const phoneShell = new AdminShellPage(phone);
    await phoneShell.open("/admin/settings", "시스템 설정");
    await phone.getByTestId("compliance-preset-KR-2026-04-24").click();
    await phoneShell.confirm("적용하기");
    await phoneShell.toast("운영 정책을 바꿨습니다");
    expect(await phone.getByTestId("compliance-current").textContent()).toContain("2026-04-24");
    await screenshotWithFont(phone, `${SHOTS}/settings-kr-390.png`);
    await visitorSees(`/products/${nicotine.id}`, 404);
    expect(await visitorHtml(`/search?q=${encodeURIComponent(nicotine.name)}`)).not.toContain(`href="/products/${nicotine.id}"`);

    await phoneShell.open("/admin/compliance", "운영 정책 안내");
    expect(await phone.getByTestId("compliance-page-KR-2026-04-24").textContent()).toContain("안 함");
    await screenshotWithFont(phone, `${SHOTS}/compliance-page-390.png`);
  });
});
