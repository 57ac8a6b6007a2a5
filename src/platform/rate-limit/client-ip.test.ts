import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip";

describe("clientIpFrom", () => {
  it("takes the entry the nearest proxy appended, not one a client could forge", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIpFrom({ "x-forwarded-for": "::1" })).toBe("::1");
  });

  it("falls back to x-real-ip, then to a shared bucket", () => {
    expect(clientIpFrom({ "x-real-ip": " 198.51.100.2 " })).toBe("198.51.100.2");
    expect(clientIpFrom({})).toBe("unknown");
  });
});
