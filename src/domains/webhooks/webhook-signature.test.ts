import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhookBody, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from "./webhook-signature";

const secret = newWebhookSecret();
const body = JSON.stringify({ event: "notification", id: 1 });
const now = new Date("2026-12-03T10:00:00Z");

describe("webhook signatures", () => {
  it("signs timestamp.body with HMAC-SHA256, as docs/webhooks.md tells receivers", () => {
    const headers = signWebhookBody({ secret, body, now });
    expect(headers[TIMESTAMP_HEADER]).toBe(String(now.getTime() / 1000));
    const hex = createHmac("sha256", secret).update(`${headers[TIMESTAMP_HEADER]}.${body}`).digest("hex");
    expect(headers[SIGNATURE_HEADER]).toBe(`sha256=${hex}`);
  });

  it("verifies its own signature and refuses another body, secret, old timestamp or a missing header", () => {
    const headers = signWebhookBody({ secret, body, now });
    const check = (over: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ secret, body, signature: headers[SIGNATURE_HEADER], timestamp: headers[TIMESTAMP_HEADER], now, ...over });
    expect(check({})).toBe(true);
    expect(check({ body: `${body} ` })).toBe(false);
    expect(check({ secret: newWebhookSecret() })).toBe(false);
    expect(check({ now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ signature: "sha256=00" })).toBe(false);
    expect(check({ timestamp: "abc" })).toBe(false);
  });

  it("makes a different secret each time", () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
