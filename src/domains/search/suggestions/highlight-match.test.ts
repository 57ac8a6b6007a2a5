import { describe, expect, it } from "vitest";
import { findMatchRange } from "./highlight-match";

const marked = (name: string, query: string) => {
  const range = findMatchRange(name, query);
  return range ? `${name.slice(0, range[0])}[${name.slice(...range)}]${name.slice(range[1])}` : name;
};

describe("findMatchRange", () => {
  it("marks a substring, ignoring case", () => {
    expect(marked("아이스 레몬티", "레몬")).toBe("아이스 [레몬]티");
    expect(marked("Lemon ICE", "ice")).toBe("Lemon [ICE]");
  });
  it("falls back to the first word of a multi-word query", () => {
    expect(marked("레몬 소다", "레몬 바이스랩")).toBe("[레몬] 소다");
  });
  it("marks the syllables a 초성 query stands for, across a space", () => {
    expect(marked("쿨 레몬 민트", "ㄹㅁ")).toBe("쿨 [레몬] 민트");
    expect(marked("레몬 민트", "ㅁㅁ")).toBe("레[몬 민]트");
    expect(marked("빠삐코", "ㅃㅃ")).toBe("[빠삐]코");
  });
  it("marks nothing when the name does not hold the query (typo or other fields)", () => {
    expect(marked("레몬 소다", "레먼")).toBe("레몬 소다");
    expect(marked("레몬 소다", "ㅂㅇㅅ")).toBe("레몬 소다");
    expect(marked("레몬 소다", "  ")).toBe("레몬 소다");
  });
});
