import { describe, expect, it } from "vitest";
import { encodePushPayload, MAX_PUSH_PAYLOAD_BYTES } from "./push-payload";

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
