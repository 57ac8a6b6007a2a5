import { describe, expect, it } from "vitest";
import { NOT_A_PRICE, readWonInput } from "./won-input";

describe("readWonInput", () => {
  it("reads won amounts as people type them", () => {
    for (const text of ["9900", "9,900", " 9,900원 ", "9 900"]) expect(readWonInput(text)).toEqual({ ok: true, won: 9900 });
  });

  it("an empty field means no price (a target is cleared)", () => {
    expect(readWonInput("  ")).toEqual({ ok: true, won: null });
  });

  it("refuses letters and signs instead of reading them as an empty field", () => {
    for (const text of ["abc", "9900abc", "-100", "9.9", "만원"]) expect(readWonInput(text)).toEqual({ ok: false, message: NOT_A_PRICE });
  });
});
