import { describe, expect, it } from "vitest";
import { encodePushPayload, MAX_PUSH_PAYLOAD_BYTES } from "./push-payload";
import { parseRetryAfter, retryDelayMs } from "./retry-after";

const message = { userId: "u", title: "최저가 알림", body: "바이스랩 레몬 30ml 12,900원 → 11,500원", url: "/products/42", tag: "price-42" };

describe("encodePushPayload", () => {
  it("is the service worker's {title, body, url, tag}", () => {
    expect(JSON.parse(encodePushPayload({ message }))).toEqual({
      title: message.title,
      body: message.body,
      url: "/products/42",
      tag: "price-42",
    });
  });

  it("cuts a long Korean body with … to stay under the push size limit", () => {
    const json = encodePushPayload({ message: { ...message, body: "가".repeat(5_000) } });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    expect(JSON.parse(json).body).toMatch(/^가+…$/);
    expect(JSON.parse(json).url).toBe("/products/42");
  });
});

describe("retry timing", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter({ header: "120" })).toBe(120_000);
    expect(parseRetryAfter({ header: new Date(10_000 + 30_000).toUTCString(), now: 10_000 })).toBe(30_000);
    expect(parseRetryAfter({ header: undefined })).toBeUndefined();
    expect(parseRetryAfter({ header: "soon" })).toBeUndefined();
  });

  it("waits as long as the service asked, else backs off exponentially, within 1 s – 1 h", () => {
    expect(retryDelayMs({ attempt: 1, retryAfterMs: 2_000 })).toBe(2_000);
    expect(retryDelayMs({ attempt: 1, retryAfterMs: 0 })).toBe(1_000);
    expect([1, 2, 3].map((attempt) => retryDelayMs({ attempt }))).toEqual([5_000, 10_000, 20_000]);
    expect(retryDelayMs({ attempt: 1, retryAfterMs: 86_400_000 })).toBe(3_600_000);
  });
});
