import { describe, expect, it } from "vitest";
import { extractChosung, isChosungQuery } from "./chosung";

describe("extractChosung", () => {
  it("takes each syllable's initial consonant", () => {
    expect(extractChosung("레몬")).toBe("ㄹㅁ");
    expect(extractChosung("블루베리")).toBe("ㅂㄹㅂㄹ");
    expect(extractChosung("한")).toBe("ㅎ");
  });
  it("keeps double consonants (쌍자음) as themselves", () => {
    expect(extractChosung("빠삐코")).toBe("ㅃㅃㅋ");
    expect(extractChosung("쌍쿨 딸기 짜릿 꿀")).toBe("ㅆㅋㄸㄱㅉㄹㄲ");
  });
  it("drops spaces and punctuation so a 초성 query matches across words", () => {
    expect(extractChosung("레몬 민트, 아이스!")).toBe("ㄹㅁㅁㅌㅇㅇㅅ");
  });
  it("keeps Latin letters lowercased and digits", () => {
    expect(extractChosung("Lemon 레몬 Ice 30ml")).toBe("lemonㄹㅁice30ml");
    expect(extractChosung("B52 샷")).toBe("b52ㅅ");
  });
  it("keeps typed consonants, drops lone vowels", () => {
    expect(extractChosung("ㄹㅁ")).toBe("ㄹㅁ");
    expect(extractChosung("ㅏㄹ")).toBe("ㄹ");
  });
  it("reads decomposed (NFD) and conjoining-jamo input like composed text", () => {
    expect(extractChosung("레몬".normalize("NFD"))).toBe("ㄹㅁ");
    expect(extractChosung("\u1105\u1106")).toBe("ㄹㅁ");
  });
  it("gives an empty key for empty or symbol-only text", () => {
    expect(extractChosung("")).toBe("");
    expect(extractChosung("  -- ")).toBe("");
  });
});

describe("isChosungQuery", () => {
  it("accepts initial consonants only", () => {
    expect(isChosungQuery("ㄹㅁ")).toBe(true);
    expect(isChosungQuery("ㅃㄹ ㅂㄹ")).toBe(true);
    expect(isChosungQuery("ㄳ")).toBe(true);
  });
  it("accepts consonants beside Latin letters and digits", () => {
    expect(isChosungQuery("ㄹㅁ ice")).toBe(true);
    expect(isChosungQuery("ㄹㅁ30")).toBe(true);
  });
  it("refuses anything with a syllable or a vowel", () => {
    expect(isChosungQuery("레몬")).toBe(false);
    expect(isChosungQuery("레ㅁ")).toBe(false);
    expect(isChosungQuery("ㄹㅏ")).toBe(false);
  });
  it("refuses text without any consonant", () => {
    expect(isChosungQuery("lemon")).toBe(false);
    expect(isChosungQuery("  ")).toBe(false);
    expect(isChosungQuery("30")).toBe(false);
  });
  it("reads conjoining jamo as typed consonants", () => {
    expect(isChosungQuery("\u1105\u1106")).toBe(true);
  });
});
