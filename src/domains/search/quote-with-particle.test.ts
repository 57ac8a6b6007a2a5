import { describe, expect, it } from "vitest";
import { quoteWithParticle } from "./quote-with-particle";

describe("quoteWithParticle", () => {
  // The particle follows the last syllable's final consonant (받침): 과 after one, 와 after none.
  const withBatchim = ["래몬", "레몬", "수박", "멜론", "쿨", "물", "복숭아맛", "청포도향", "딸기 우유 쿨", "사과 맛", "녹차 라떼 얼음"];
  const withoutBatchim = [
    "망고",
    "딸기",
    "바나나",
    "포도",
    "커피",
    "자두",
    "체리",
    "아이스티",
    "블루베리",
    "민트 캔디",
    "박하 솔트",
    "연초",
  ];

  it.each(withBatchim)("‘%s’ takes 과", (word) => {
    expect(quoteWithParticle({ word, particle: "와/과" })).toBe(`‘${word}’과`);
  });

  it.each(withoutBatchim)("‘%s’ takes 와", (word) => {
    expect(quoteWithParticle({ word, particle: "와/과" })).toBe(`‘${word}’와`);
  });

  it("reads the last syllable of the whole query, and other particles too", () => {
    expect(quoteWithParticle({ word: "레몬 민트", particle: "와/과" })).toBe("‘레몬 민트’와");
    expect(quoteWithParticle({ word: "민트 레몬", particle: "을/를" })).toBe("‘민트 레몬’을");
    expect(quoteWithParticle({ word: "망고", particle: "을/를" })).toBe("‘망고’를");
    expect(quoteWithParticle({ word: "쿨", particle: "으로/로" })).toBe("‘쿨’로");
  });
});
