import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from "@/domains/webhooks/webhook-signature";
import { startAppServer, type AppServer } from "../support/app-server";
import { jsonBody, startWebhookReceiver } from "../support/webhook-receiver-stand-in";
import { PHONE, demoDataDir, openBrowserPerFile, screenshotWithFont, signInAndReturn } from "./pages";

// /profile's 웹훅 알림 card in Chromium against a server that lets webhooks reach the local receiver (WEBHOOK_ALLOW_HOSTS);
// delivery itself (retries, pause, once, rebinding) is tests/integration/webhook-delivery.test.ts.
const browser = openBrowserPerFile();
let server: AppServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const SHOTS = "test-results/webhooks";
mkdirSync(SHOTS, { recursive: true });

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startAppServer({ WEBHOOK_ALLOW_HOSTS: "127.0.0.1", CRAWLER_ENABLED: "false" }, { from: demoDataDir() });
  await browser.start();
});
afterAll(async () => {
  await browser.stop();
  await server?.stop();
  await receiver?.close();
});

describe("webhooks on /profile", () => {
  it("refuses a private address in Korean, adds a JSON webhook whose test send is signed with the shown secret, and deletes it", async () => {
    const page = await browser.page(PHONE, server.baseUrl);
    await signInAndReturn(page, "/profile", DEMO_ACCOUNTS.member);
    const card = page.locator("#webhooks");
    const address = card.getByLabel("웹훅 주소 추가");

    await address.fill("https://10.0.0.1/hook");
    await card.getByRole("button", { name: "추가" }).click();
    await card.getByRole("alert").filter({ hasText: "내부망·루프백 주소로는 보낼 수 없습니다" }).waitFor();

    await address.fill(`${receiver.origin}/e2e-hook`);
    await card.getByRole("button", { name: "추가" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "웹훅을 추가했습니다." }).waitFor();
    const item = card.getByTestId("webhook-list").locator("li").first();
    await item.getByText("JSON 서명").waitFor();
    await item.getByText("정상").waitFor();
    const secret = (await item.locator("code").textContent())!;
    expect(secret).toMatch(/^whsec_/);

    await item.getByRole("button", { name: "테스트 전송" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "테스트 알림을 보냈습니다." }).waitFor();
    const [request] = await receiver.waitFor("/e2e-hook");
    const body = request!.body.toString("utf8");
    const signed = { signature: request!.headers[SIGNATURE_HEADER] as string, timestamp: request!.headers[TIMESTAMP_HEADER] as string };
    expect(verifyWebhookSignature({ secret, body, ...signed })).toBe(true);
    expect(jsonBody(request!)).toMatchObject({ event: "notification", kind: "test", url: `${server.baseUrl}/profile#webhooks` });

    receiver.answer("/e2e-hook", { status: 404 });
    await item.getByRole("button", { name: "테스트 전송" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "테스트 전송에 실패했습니다: HTTP 404" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.getElementById("webhooks")!.getBoundingClientRect().top + window.scrollY - 72));
    await screenshotWithFont(page, `${SHOTS}/profile-webhooks-390.png`);

    await item.getByRole("button", { name: "삭제" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "웹훅을 삭제했습니다." }).waitFor();
    await expect.poll(() => card.getByTestId("webhook-list").count()).toBe(0);
  });
});
