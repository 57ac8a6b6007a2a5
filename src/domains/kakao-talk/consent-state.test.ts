import { beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { consentStateMatches, createConsentState } from "./consent-state";

const member = "2b1c6f0e-4a7d-4d8e-9a51-0c2f8d7e6b11";
const other = "7e0f5a2c-1b3d-4c6e-8f9a-2d4b6c8e0a13";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET ||= "unit-test-secret-0123456789abcdef0123456789";
  resetConfigForTests();
});

describe("the KakaoTalk consent state cookie", () => {
  it("matches its own state for its member within ten minutes, and nothing else", () => {
    const now = Date.UTC(2026, 11, 3, 9, 0, 0);
    const { state, cookie } = createConsentState({ userId: member, now });
    expect(consentStateMatches({ cookie, state, userId: member, now: now + 9 * 60_000 })).toBe(true);
    expect(consentStateMatches({ cookie, state, userId: member, now: now + 11 * 60_000 })).toBe(false);
    expect(consentStateMatches({ cookie, state, userId: other, now })).toBe(false);
    expect(consentStateMatches({ cookie, state: `${state}x`, userId: member, now })).toBe(false);
    expect(consentStateMatches({ cookie: undefined, state, userId: member, now })).toBe(false);
    expect(consentStateMatches({ cookie, state: undefined, userId: member, now })).toBe(false);
  });

  it("refuses a cookie whose member or expiry was altered (the signature no longer fits)", () => {
    const now = Date.now();
    const { state, cookie } = createConsentState({ userId: member, now });
    const [nonce, , expiresAt, signature] = cookie.split(".");
    expect(consentStateMatches({ cookie: [nonce, other, expiresAt, signature].join("."), state, userId: other, now })).toBe(false);
    const later = String(Number(expiresAt) + 3_600_000);
    expect(consentStateMatches({ cookie: [nonce, member, later, signature].join("."), state, userId: member, now })).toBe(false);
    expect(consentStateMatches({ cookie: `${cookie}.extra`, state, userId: member, now })).toBe(false);
  });
});
