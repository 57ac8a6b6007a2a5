import { describe, expect, it } from "vitest";
import { nameSoundKey, namesSoundAlike } from "./name-sound";

const LOANWORDS: ReadonlyArray<readonly [string, string]> = [
  ["레몬타르트", "Lemon Tart"],
  ["쿠바노", "Cubano"],
  ["배드 블러드", "Bad Blood"],
  ["디너레이디", "Dinner Lady"],
  ["민트", "mint"],
  ["멘솔", "Menthol"],
  ["네스티주스", "Nasty Juice"],
  ["네스티 쥬스", "NASTY JUICE"],
  ["크렌베리", "cranberry"],
  ["크랜베리", "cranberry"],
  ["슬로우 블로우", "Slow Blow"],
  ["하이젠버그", "Heisenberg"],
  ["스트로베리", "strawberry"],
  ["워터멜론", "watermelon"],
  ["오렌지", "orange"],
  ["얼그레이", "Earl Grey"],
  ["초콜릿", "chocolate"],
  ["커스터드", "custard"],
  ["버지니아", "Virginia"],
  ["블랙 커런트", "Black Currant"],
  ["코튼캔디", "cotton candy"],
  ["망고", "Mango"],
];

describe("nameSoundKey", () => {
  it.each(LOANWORDS)("hears %s as %s", (korean, english) => {
    expect(nameSoundKey(korean)).toBe(nameSoundKey(english));
    expect(namesSoundAlike(korean, english)).toBe(true);
  });
  it("tells other names apart", () => {
    for (const [a, b] of [
      ["레몬", "melon"],
      ["멜론", "lemon"],
      ["민트", "mango"],
      ["라임", "lemon"],
      ["바닐라", "banana"],
      ["하이젠버그", "Pinkman"],
    ] as const) {
      expect(namesSoundAlike(a, b), `${a} / ${b}`).toBe(false);
    }
  });
  it("hears a mixed name as its parts in order and keeps numbers", () => {
    expect(nameSoundKey("레몬 Tart")).toBe(nameSoundKey("Lemon 타르트"));
    expect(nameSoundKey("B52")).not.toBe(nameSoundKey("B53"));
  });
  it("never lets an added word vanish into its neighbour", () => {
    expect(namesSoundAlike("유자 솜사탕리치", "솜사탕 리치")).toBe(false);
    expect(namesSoundAlike("Kiwi Coconut", "코코넛")).toBe(false);
    expect(namesSoundAlike("에어 민트", "mint")).toBe(false);
  });
  it("does not call one consonant a likeness", () => {
    expect(namesSoundAlike("아이스", "ice")).toBe(false);
  });
});
