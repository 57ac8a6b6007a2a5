import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { AdminShellPage, signInAs } from "./admin-pages";
import { DESKTOP, baseUrl, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

type Jar = Parameters<typeof fetchWithJar>[0];
const post = (jar: Jar, path: string, body: unknown) =>
  fetchWithJar(jar, `${baseUrl()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const wishes = async (jar: Jar) =>
  (
    (await (await fetchWithJar(jar, `${baseUrl()}/api/wishlist`)).json()) as {
      items: Array<{ productId: number; targetPrice: number | null }>;
    }
  ).items;

describe("duplicate products (admin, Chromium)", () => {
  it("finds a duplicate in /admin, merges it (old URL redirects, the member's wish and alert move), then undoes it", async () => {
    const admin = await signInOverHttp({
      baseUrl: baseUrl(),
      fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const member = await signInOverHttp({
      baseUrl: baseUrl(),
      fields: { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password },
    });
    const makerName = `중복시험 ${crypto.randomUUID().slice(0, 6)}`;
    const { id: manufacturerId } = await (await post(admin.jar, "/api/admin/manufacturers", { name: makerName })).json();
    const bottle = { manufacturerId, inhalation: "MTL", nicotineForm: "salt", nicotineSource: "none", nicotineMg: 0, volumeMl: 30 };
    const product = async (name: string) =>
      (await (await post(admin.jar, "/api/admin/products", { ...bottle, name, flavorTags: [], cooling: 0, vgPercent: 50 })).json())
        .id as number;
    const kept = await product("레몬타르트");
    const duplicate = await product("Lemon Tart");
    expect((await post(member.jar, "/api/wishlist", { productId: duplicate, targetPrice: 9_900 })).status).toBe(200);

    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const shell = new AdminShellPage(page);
    await shell.open("/admin/products/duplicates", "중복 상품");
    await page.getByRole("button", { name: "지금 찾기" }).click();
    await shell.toast("중복 후보를 다시 찾았습니다.");
    const proposal = page
      .getByRole("listitem")
      .filter({ hasText: `#${duplicate} Lemon Tart` })
      .filter({ hasText: "발음이 같은 이름" });
    await proposal.getByRole("button", { name: `#${kept}(으)로 합치기` }).click();
    await shell.toast("합쳤습니다.");

    const moved = await fetch(`${baseUrl()}/products/${duplicate}`, { redirect: "manual" });
    expect([301, 308]).toContain(moved.status);
    expect(new URL(moved.headers.get("location")!, baseUrl()).pathname).toBe(`/products/${kept}`);
    expect((await wishes(member.jar)).find((wish) => wish.productId === kept)).toMatchObject({ targetPrice: 9_900 });
    expect((await wishes(member.jar)).some((wish) => wish.productId === duplicate)).toBe(false);

    await page
      .getByRole("listitem")
      .filter({ hasText: `#${duplicate} Lemon Tart → #${kept}` })
      .getByRole("button", { name: "되돌리기" })
      .click();
    await shell.toast("되돌렸습니다.");
    expect((await fetch(`${baseUrl()}/products/${duplicate}`, { redirect: "manual" })).status).toBe(200);
    expect((await wishes(member.jar)).find((wish) => wish.productId === duplicate)).toMatchObject({ targetPrice: 9_900 });
    expect((await wishes(member.jar)).some((wish) => wish.productId === kept)).toBe(false);
    await fetchWithJar(member.jar, `${baseUrl()}/api/wishlist/${duplicate}`, { method: "DELETE" });
  });
});
