import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryDelayMs } from "./retry-after";

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
