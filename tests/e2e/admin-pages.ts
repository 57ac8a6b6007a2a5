import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { signIn } from "./pages";

/** Every file named `name` under `dir`, found on disk so pages added later are covered too. */
function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesNamed(full, name);
    return entry === name ? [full] : [];
  });
}

/** Every /admin page from the route tree; dynamic segments get a row that exists in the demo data (product 1 etc.). */
export function adminPagePaths(): string[] {
  return filesNamed(path.join(process.cwd(), "src/app/admin"), "page.tsx").map(
    (file) =>
      "/" +
      path
        .relative(path.join(process.cwd(), "src/app"), path.dirname(file))
        .split(path.sep)
        .map((segment) => (/^\[.+\]$/.test(segment) ? "1" : segment))
        .join("/"),
  );
}

/** Signs in through the form as `account` (the demo admin by default) and waits to land on `/`. */
export async function signInAs(page: Page, account: { email: string; password: string } = DEMO_ACCOUNTS.admin) {
  await page.goto("/auth/signin");
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === "/");
}

/** The admin shell: sidebar, header title, toasts. */
export class AdminShellPage {
  constructor(readonly page: Page) {}
  sidebar = () => this.page.getByRole("navigation", { name: "관리자 메뉴" });
  title = () => this.page.getByTestId("admin-title");
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await this.page.getByRole("heading", { level: 1, name: heading }).waitFor();
  }
  async collapseSidebar() {
    await this.page.getByRole("button", { name: "메뉴 접기" }).click();
  }
  async expandSidebar() {
    await this.page.getByTestId("sidebar-toggle").click();
  }
  async toast(text: string | RegExp) {
    await this.page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
  }
  async confirm(label: string, reason?: string) {
    const dialog = this.page.getByRole("dialog");
    if (reason) await dialog.getByLabel("사유").fill(reason);
    await dialog.getByRole("button", { name: label, exact: true }).click();
  }
}

export class AdminManufacturersPage extends AdminShellPage {
  async create(name: string) {
    await this.open("/admin/manufacturers", "제조사 관리");
    await this.page.getByLabel("새 제조사 이름").fill(name);
    await this.page.getByRole("button", { name: "제조사 추가" }).click();
    await this.page.getByRole("cell", { name }).waitFor();
  }
}

export class AdminProductsPage extends AdminShellPage {
  /** Creates a product through the form; answers its id (from the edit page it lands on). */
  async create({ name, manufacturer }: { name: string; manufacturer: string }): Promise<number> {
    await this.open("/admin/products/new", "상품 추가");
    const form = this.page.getByRole("form", { name: "상품 속성" });
    await form.getByLabel("상품 이름").fill(name);
    await form.getByLabel("제조사").selectOption({ label: manufacturer });
    await form.getByRole("button", { name: "상품 추가" }).click();
    await this.page.waitForURL(/\/admin\/products\/\d+$/);
    await this.page.getByRole("heading", { level: 1, name }).waitFor();
    return Number(new URL(this.page.url()).pathname.split("/").at(-1));
  }
  async addOfferUrl(url: string) {
    await this.page.getByLabel("판매처 상품 페이지 주소").fill(url);
    await this.page.getByRole("button", { name: "추가하고 가격 읽기" }).click();
    await this.page.getByTestId("url-test-result").waitFor();
  }
  extractedPrice = () => this.page.getByTestId("url-test-result").locator('[data-field="price"]');
}

export class AdminSellerSitesPage extends AdminShellPage {
  async crawlNow(siteName: string) {
    await this.open("/admin/seller-sites", "판매처 관리");
    await this.page.getByRole("row").filter({ hasText: siteName }).getByRole("button", { name: "지금 크롤링" }).click();
    await this.toast(`${siteName} 크롤링을 시작했습니다`);
  }
  /** "쇼핑몰 추가": pastes a shop's address and waits for what was read there. */
  async readShop(address: string) {
    await this.open("/admin/seller-sites", "판매처 관리");
    await this.page.getByLabel("쇼핑몰 주소").fill(address);
    await this.page.getByRole("button", { name: "쇼핑몰 읽기" }).click();
    await this.page.getByTestId("shop-inspection").waitFor({ timeout: 60_000 });
  }
  /** The demo shops' address as the running server sees it (DEMO_SHOPS_URL), read from the seeded 베이프몰's row. */
  async demoShopsOrigin() {
    const row = this.page.getByRole("row").filter({ hasText: "베이프몰" }).first();
    return new URL((await row.locator("td p").nth(1).textContent())!).origin;
  }
}

export class AdminUsersPage extends AdminShellPage {
  async ban(email: string, reason: string) {
    await this.open(`/admin/users?q=${encodeURIComponent(email)}`, "회원 관리");
    await this.page.getByTestId("admin-member").filter({ hasText: email }).getByRole("button", { name: "차단", exact: true }).click();
    await this.confirm("차단", reason);
    await this.page.getByTestId("admin-member").filter({ hasText: email }).getByText("차단됨").waitFor();
  }
}

export class AdminSettingsPage extends AdminShellPage {
  async setSiteName(name: string) {
    await this.open("/admin/settings", "시스템 설정");
    await this.page.getByLabel("사이트 이름").fill(name);
    await this.page.getByRole("button", { name: "설정 저장" }).click();
    await this.toast("설정을 저장했습니다");
  }
}
