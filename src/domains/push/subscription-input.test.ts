import { describe, expect, it } from "vitest";
import { subscribeBodySchema } from "./subscription-input";

const keys = { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") };
const accepts = (production: boolean, endpoint: string) =>
  subscribeBodySchema({ production }).safeParse({ subscription: { endpoint, keys } }).success;

describe("push subscription endpoints", () => {
  it("production: public https push services only", () => {
    expect(accepts(true, "https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(accepts(true, "https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://10.1.2.3/x",
      "https://[::1]/x",
      "http://127.0.0.1:9/x",
    ])
      expect(accepts(true, endpoint), endpoint).toBe(false);
  });

  it("elsewhere: also a loopback stand-in over http, but no other http host", () => {
    expect(accepts(false, "http://127.0.0.1:9/x")).toBe(true);
    expect(accepts(false, "http://localhost:9/x")).toBe(true);
    expect(accepts(false, "http://push.example.com/x")).toBe(false);
  });

  it("answers strings that are no URL as invalid, never by throwing", () => {
    for (const production of [true, false])
      for (const endpoint of ["not a url", "", "https://\u0000/x", "ht!tp://x"])
        expect(accepts(production, endpoint), endpoint).toBe(false);
  });
});
