import type { LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import { checkWebhookAddress, webhookHostRefusal } from "./webhook-address";

const resolvingTo =
  (address: string): LookupFunction =>
  (_host, _options, callback) =>
    (callback as (err: null, list: Array<{ address: string; family: number }>) => void)(null, [{ address, family: 4 }]);

describe("checkWebhookAddress", () => {
  it("takes https addresses", () => {
    expect(checkWebhookAddress("https://discord.com/api/webhooks/1/abc", [])).toMatchObject({ ok: true, allowListed: false });
  });

  it.each([
    ["http://example.com/hook", "https:// 주소만"],
    ["ftp://example.com/hook", "https:// 주소만"],
    ["https://user:pw@example.com/hook", "아이디·비밀번호"],
    ["https://10.0.0.1/hook", "내부망"],
    ["https://127.0.0.1:8443/hook", "내부망"],
    ["https://[::1]/hook", "내부망"],
    ["https://localhost/hook", "내부망"],
    ["https://169.254.169.254/latest", "내부망"],
    ["discord 웹훅", "올바른 주소가 아닙니다"],
    [`https://example.com/${"a".repeat(600)}`, "너무 깁니다"],
  ])("refuses %s", (url, reason) => {
    const checked = checkWebhookAddress(url, []);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toContain(reason);
  });

  it("lets allow-listed hosts through over http and on private addresses", () => {
    expect(checkWebhookAddress("http://127.0.0.1:4010/hook", ["127.0.0.1"])).toMatchObject({ ok: true, allowListed: true });
    expect(checkWebhookAddress("http://127.0.0.1:4010/hook", ["127.0.0.1:4011"]).ok).toBe(false);
  });
});

describe("webhookHostRefusal", () => {
  const check = (url: string) => ({ url: new URL(url), allowListed: false });

  it("refuses a name that resolves to a private address, takes a public one", async () => {
    expect(await webhookHostRefusal(check("https://hooks.example/x"), resolvingTo("10.1.2.3"))).toContain("내부망");
    expect(await webhookHostRefusal(check("https://hooks.example/x"), resolvingTo("93.184.215.14"))).toBeNull();
  });

  it("refuses a name that does not resolve", async () => {
    const missing: LookupFunction = (_h, _o, callback) => callback(Object.assign(new Error("nx"), { code: "ENOTFOUND" }), "", 0);
    expect(await webhookHostRefusal(check("https://nowhere.example/x"), missing)).toContain("찾을 수 없습니다");
  });

  it("does not look up allow-listed hosts", async () => {
    expect(await webhookHostRefusal({ url: new URL("http://127.0.0.1/x"), allowListed: true }, resolvingTo("127.0.0.1"))).toBeNull();
  });
});
