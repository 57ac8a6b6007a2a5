import { describe, expect, it } from "vitest";
import { currentSeoulYear, isAdultBirthYear, latestAdultBirthYear } from "./korean-age";

describe("Korean year age (청소년보호법)", () => {
  it("uses the year in Seoul, which turns over 9 hours before UTC", () => {
    expect(currentSeoulYear(new Date("2026-12-31T14:59:59Z"))).toBe(2026);
    expect(currentSeoulYear(new Date("2026-12-31T15:00:00Z"))).toBe(2027);
  });

  it("lets in whoever turns 19 this calendar year and refuses anyone younger", () => {
    const now = new Date("2026-11-22T03:00:00Z");
    expect(isAdultBirthYear({ birthYear: 2007, now })).toBe(true);
    expect(isAdultBirthYear({ birthYear: 2008, now })).toBe(false);
    expect(latestAdultBirthYear(now)).toBe(2007);
  });

  it("admits the 2008-born on New Year's Day 2027 in Seoul while it is still 2026 in UTC", () => {
    const seoulNewYear = new Date("2026-12-31T15:30:00Z");
    expect(isAdultBirthYear({ birthYear: 2008, now: seoulNewYear })).toBe(true);
  });
});
