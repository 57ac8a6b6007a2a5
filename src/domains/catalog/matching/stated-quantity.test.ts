import { describe, expect, it } from "vitest";
import { readTitleSpecs } from "./read-title";

const quantity = (title: string) => readTitleSpecs(title).specs.quantity;
const bottle = (title: string) => {
  const { volumeMl, nicotineMg, quantity } = readTitleSpecs(title).specs;
  return { volumeMl, nicotineMg, quantity };
};

// SHOPPER-TRUST (sets and 1+1): before, every such title was skipped, or `30ml x 2` read 2 mg.
describe("readTitleSpecs' bottle count", () => {
  it("reads the sets shops list, however they write them", () => {
    const titles: Array<[string, number]> = [
      ["[1+1] 바이스랩 바나나 30ml 9.8mg", 2],
      ["바이스랩 바나나 솔트 30ml 9.8mg 1+1", 2],
      ["(2+1) 쿨 망고 30ml 3mg", 3],
      ["바나나 30ml 9.8mg 2개 세트", 2],
      ["하이젠버그 60ml 3mg 3병 묶음", 3],
      ["하이젠버그 30ml x 2", 2],
      ["하이젠버그 30ML×2 9.8MG", 2],
      ["하이젠버그 30ml*3 니코틴 9.8", 3],
      ["하이젠버그 2 x 30ml 9.8mg", 2],
      ["블루베리 요거트 30ml 9.8mg (2병)", 2],
      ["블루베리 요거트 30ml 9.8mg 2개입", 2],
      ["블루베리 요거트 30ml 9.8mg 3ea", 3],
      ["블루베리 요거트 30ml 9.8mg 2팩", 2],
      ["[1+1] 블루베리 요거트 30ml x 2개", 2],
    ];
    for (const [title, count] of titles) expect(quantity(title), title).toBe(count);
  });
  it("reads one bottle where the numbers are a size, a strength, a name or a finished event", () => {
    for (const title of [
      "하이젠버그 30ml",
      "하이젠버그 3mg",
      "하이젠버그 30ml 9.8mg",
      "B52 샷 30ml",
      "VG70 30ml",
      "1+1 이벤트 종료 하이젠버그 30ml 9.8mg",
      "[1+1 종료] 하이젠버그 30ml 9.8mg",
      "하이젠버그 60ml x 1",
      "바나나 1병",
      "하이젠버그 30ml 70:30",
    ]) {
      expect(quantity(title), title).toBe(1);
    }
  });
  it("says nothing when the counts disagree", () => {
    expect(quantity("[1+1] 바나나 30ml x 3")).toBeNull();
  });
  it("reads the bottle inside the set: its size and strength, not the count as a strength", () => {
    expect(bottle("하이젠버그 30ml x 2")).toEqual({ volumeMl: 30, nicotineMg: null, quantity: 2 });
    expect(bottle("하이젠버그 2 x 30ml 9.8mg")).toEqual({ volumeMl: 30, nicotineMg: 9.8, quantity: 2 });
    expect(bottle("[1+1] 레몬타르트 30ML 9.8")).toEqual({ volumeMl: 30, nicotineMg: 9.8, quantity: 2 });
    expect(readTitleSpecs("[바이스랩] 바나나 30ml 9.8mg 2병 세트").rest).toBe("바이스랩 바나나");
  });
});
