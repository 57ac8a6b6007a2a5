import { describe, expect, it } from "vitest";
import { jamoSimilarity, nameKey } from "./name-key";

describe("nameKey", () => {
  it("ignores spacing and case", () => {
    expect(nameKey("하이젠 버그")).toBe(nameKey("하이젠버그"));
    expect(nameKey("HEISENBERG")).toBe(nameKey("heisenberg"));
  });
  it("folds spelling variants", () => {
    expect(nameKey("블루배리 요구르트")).toBe(nameKey("블루베리 요거트"));
    expect(nameKey("토바코")).toBe(nameKey("타바코"));
    expect(nameKey("샤인머스켓")).toBe(nameKey("샤인머스캣"));
    expect(nameKey("파인애플")).not.toBe(nameKey("파인사과"));
  });
  it("reads English flavour words as Korean", () => {
    expect(nameKey("Strawberry Banana")).toBe(nameKey("딸기 바나나"));
    expect(nameKey("Mango ICE")).toBe(nameKey("망고 아이스"));
  });
  it("keeps the words that make another liquid", () => {
    expect(nameKey("딸기 바나나")).not.toBe(nameKey("바나나"));
    expect(nameKey("하이젠버그 아이스")).not.toBe(nameKey("하이젠버그"));
  });
});

describe("jamoSimilarity", () => {
  it("is high for a typo and low for another name", () => {
    expect(jamoSimilarity("하이젠버크", "하이젠버그")).toBeGreaterThan(0.75);
    expect(jamoSimilarity("바나나", "하이젠버그")).toBeLessThan(0.3);
  });
});
