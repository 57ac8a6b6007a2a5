import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./normalize";

describe("normalizeSearchText", () => {
  it("lowercases and collapses whitespace", () => {
    expect(normalizeSearchText("  Lemon\t  ICE \n")).toBe("lemon ice");
  });
  it("folds full-width and compatibility characters (NFKC)", () => {
    expect(normalizeSearchText("ＬＥＭＯＮ ３０㎖")).toBe("lemon 30ml");
  });
  it("composes decomposed Hangul (NFC) and keeps typed consonants as typed", () => {
    expect(normalizeSearchText("레몬".normalize("NFD"))).toBe("레몬");
    expect(normalizeSearchText("ㄹㅁ")).toBe("ㄹㅁ");
    expect(normalizeSearchText("ㄲㅉ")).toBe("ㄲㅉ");
  });
  it("turns punctuation into spaces but keeps a decimal point", () => {
    expect(normalizeSearchText("레몬!!/민트 (9.8mg).")).toBe("레몬 민트 9.8mg");
    expect(normalizeSearchText("100%_리얼")).toBe("100 리얼");
  });
});
