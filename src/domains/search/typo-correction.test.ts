import { describe, expect, it } from "vitest";
import { correctQueryWords } from "./typo-correction";

const names = [
  "레몬 민트 아이스 솔트킹 과일 멘솔",
  "레몬 소다 바이스랩 과일 탄산",
  "레드불 에너지 솔트킹 음료",
  "아이스 레몬티 솔트킹 음료",
];

describe("correctQueryWords", () => {
  it("reads a wrong vowel or consonant as the word it is one jamo away from", () => {
    expect(correctQueryWords({ words: ["래몬"], names })).toEqual(["레몬"]);
    expect(correctQueryWords({ words: ["레먼"], names })).toEqual(["레몬"]);
    expect(correctQueryWords({ words: ["레드볼"], names })).toEqual(["레드불"]);
  });

  it("corrects toward the beginning of a longer word", () => {
    expect(correctQueryWords({ words: ["래몬"], names: ["아이스 레몬티 솔트킹"] })).toEqual(["레몬"]);
  });

  it("corrects each word of a query and keeps the right ones", () => {
    expect(correctQueryWords({ words: ["래몬", "소다"], names })).toEqual(["레몬", "소다"]);
  });

  it("leaves words too far from every name alone", () => {
    expect(correctQueryWords({ words: ["콜라"], names })).toBeNull();
    expect(correctQueryWords({ words: ["레몬"], names })).toBeNull();
    expect(correctQueryWords({ words: ["메론"], names: [] })).toBeNull();
  });
});
