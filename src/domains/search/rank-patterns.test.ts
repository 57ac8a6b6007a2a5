import { describe, expect, it } from "vitest";
import { buildRankPatterns } from "./rank-patterns";

const matches = (pattern: string, name: string) => new RegExp(pattern).test(name);

describe("buildRankPatterns", () => {
  it("tells a word-initial 초성 match from one in the middle of a word", () => {
    const { wordStart, wholeWord } = buildRankPatterns({ text: "ㄹㅁ", chosung: "ㄹㅁ" });
    expect(matches(wordStart, "쿨 레모네이드")).toBe(true);
    expect(matches(wordStart, "레몬 민트")).toBe(true);
    expect(matches(wordStart, "티라미수 라떼")).toBe(false);
    expect(matches(wholeWord, "레몬 민트")).toBe(true);
    expect(matches(wholeWord, "쿨 레모네이드")).toBe(false);
  });

  it("lets a 초성 key run across words", () => {
    expect(matches(buildRankPatterns({ text: "ㄹㅁㅁㅌ", chosung: "ㄹㅁㅁㅌ" }).wholeWord, "레몬 민트")).toBe(true);
    expect(matches(buildRankPatterns({ text: "ㄹㅁㅁ", chosung: "ㄹㅁㅁ" }).wholeWord, "레몬 민트")).toBe(false);
    expect(matches(buildRankPatterns({ text: "ㄹㅁㅁㅌ", chosung: "ㄹㅁㅁㅌ" }).wordStart, "쿨 레몬 민트")).toBe(true);
  });

  it("ranks whole words above word beginnings for typed text", () => {
    const { wordStart, wholeWord } = buildRankPatterns({ text: "레몬", chosung: null });
    expect(matches(wholeWord, "아이스 레몬 티")).toBe(true);
    expect(matches(wholeWord, "아이스 레몬티")).toBe(false);
    expect(matches(wordStart, "아이스 레몬티")).toBe(true);
    expect(matches(wordStart, "멜레몬")).toBe(false);
    expect(matches(wholeWord, "쿨-레몬(30ml)")).toBe(true);
  });

  it("keeps a decimal point literal", () => {
    expect(matches(buildRankPatterns({ text: "9.8", chosung: null }).wholeWord, "솔트 9x8")).toBe(false);
  });
});
