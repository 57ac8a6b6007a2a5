import { describe, expect, it } from "vitest";
import { readTitleSpecs } from "./read-title";

const bottle = (title: string) => {
  const { volumeMl, nicotineMg } = readTitleSpecs(title).specs;
  return { volumeMl, nicotineMg };
};

// The crawler stores what this reads on a discovered page's row; the matcher creates products from the same reading.
describe("readTitleSpecs", () => {
  it("reads size and strength however shops write them", () => {
    expect(bottle("[바이스랩] 딸기 치즈케이크 솔트 30ml 9.8mg")).toEqual({ volumeMl: 30, nicotineMg: 9.8 });
    expect(bottle("쿨 망고 (60 ML/3MG)")).toEqual({ volumeMl: 60, nicotineMg: 3 });
    expect(bottle("레몬타르트 60미리 3mg")).toEqual({ volumeMl: 60, nicotineMg: 3 });
    expect(bottle("배드 블러드 30ml (니코틴 9.8mg)")).toEqual({ volumeMl: 30, nicotineMg: 9.8 });
  });
  it("reads a strength written without its unit beside a stated size", () => {
    expect(bottle("레몬타르트 30ML 9.8")).toEqual({ volumeMl: 30, nicotineMg: 9.8 });
    expect(bottle("쿠바노 30ml (6)")).toEqual({ volumeMl: 30, nicotineMg: 6 });
    expect(bottle("버번 바닐라 (60ml / 3)")).toEqual({ volumeMl: 60, nicotineMg: 3 });
  });
  it("takes no bare number for a strength without a size, nor one of two, nor a ratio or a name's number", () => {
    expect(bottle("하이젠버그 9.8")).toEqual({ volumeMl: null, nicotineMg: null });
    expect(bottle("하이젠버그 30ml 3 6")).toEqual({ volumeMl: 30, nicotineMg: null });
    expect(bottle("B52 30ml 70:30")).toEqual({ volumeMl: 30, nicotineMg: null });
  });
  it("reads 무니코틴 as 0 mg", () => {
    expect(bottle("무니코틴 리필 액상 60ml")).toEqual({ volumeMl: 60, nicotineMg: 0 });
  });
  it("returns the title without what it read, for name similarity", () => {
    expect(readTitleSpecs("[바이스랩] 딸기 치즈케이크 솔트 (30ml/9.8mg)").rest).toBe("바이스랩 딸기 치즈케이크");
  });
});
