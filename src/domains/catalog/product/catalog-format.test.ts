import { describe, expect, it } from "vitest";
import { formatFreshness } from "../pricing/freshness";
import { sameOriginReferrerPath } from "./referrer-path";

describe("formatFreshness", () => {
  const now = new Date("2026-11-22T03:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("says how long ago an offer was checked", () => {
    expect(formatFreshness(ago(20_000), now)).toBe("방금 확인");
    expect(formatFreshness(ago(12 * 60_000), now)).toBe("12분 전 확인");
    expect(formatFreshness(ago(3 * 3_600_000 + 5), now)).toBe("3시간 전 확인");
    expect(formatFreshness(ago(50 * 3_600_000), now)).toBe("2일 전 확인");
    expect(formatFreshness(null, now)).toBe("확인 전");
  });
});

describe("sameOriginReferrerPath", () => {
  it("keeps a same-site path and query", () => {
    expect(sameOriginReferrerPath("http://localhost:3000/products/5?order=total", "localhost:3000")).toBe("/products/5?order=total");
  });
  it("drops other sites and garbage", () => {
    expect(sameOriginReferrerPath("https://evil.example/products/5", "localhost:3000")).toBeNull();
    expect(sameOriginReferrerPath("not a url", "localhost:3000")).toBeNull();
    expect(sameOriginReferrerPath(null, "localhost:3000")).toBeNull();
  });
});
