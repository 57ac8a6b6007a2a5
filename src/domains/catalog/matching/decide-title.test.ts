import { describe, expect, it } from "vitest";
import { buildMatchIndex } from "./catalog-index";
import { decideTitle } from "./decide-title";
import type { MatchProduct } from "./types";

const bottle = { inhalation: "MTL", nicotineForm: "salt", nicotineMg: 9.8, volumeMl: 30 } as const;
const products: MatchProduct[] = [
  {
    id: 1,
    manufacturer: "뱀파이어베이프",
    name: "하이젠버그",
    inhalation: "DL",
    nicotineForm: "freebase",
    nicotineMg: 3,
    volumeMl: 60,
    aliases: ["Heisenberg"],
  },
  { id: 2, manufacturer: "뱀파이어베이프", name: "하이젠버그", ...bottle, aliases: ["Heisenberg"] },
  { id: 3, manufacturer: "바이스랩", name: "바나나", ...bottle },
  { id: 4, manufacturer: "바이스랩", name: "우롱", ...bottle },
  { id: 5, manufacturer: "바이스랩", name: "블루베리 요거트", ...bottle },
  { id: 6, manufacturer: "타바코로드", name: "버지니아", ...bottle },
  { id: 7, manufacturer: "타바코로드", name: "버지니아", ...bottle, nicotineForm: "freebase" },
  { id: 8, manufacturer: "바이스랩", name: "프로즌 멘솔 솔트", ...bottle },
];
const index = buildMatchIndex({ manufacturers: [{ name: "뱀파이어베이프", aliases: ["Vampire Vape"] }, { name: "바이스랩" }], products });
const decide = (title: string) => decideTitle(title, index);
const matched = (title: string) => {
  const decision = decide(title);
  return decision.decision === "match" ? decision.productId : decision.decision;
};

describe("decideTitle", () => {
  it("matches through brackets, shop noise, maker spellings and spacing", () => {
    expect(matched("[폐호흡] 뱀파이어베이프 하이젠버그 60ml 3mg")).toBe(1);
    expect(matched("★당일발송★ VAMPIRE VAPE Heisenberg 60ML 3MG 정품")).toBe(1);
    expect(matched("뱀파이어 베이프 하이젠 버그 입호흡 솔트 30 ml 니코틴 9.8")).toBe(2);
  });
  it("matches spelling variants", () => {
    expect(matched("바이스랩 블루배리 요구르트 30ml 9.8mg")).toBe(5);
  });
  it("never drops a flavour word: ice, cool, black or a second flavour is never matched to the plain liquid", () => {
    for (const title of ["바이스랩 바나나 아이스 30ml 9.8mg", "바이스랩 바나나 ICE 30ml 9.8mg", "바이스랩 쿨 바나나 30ml 9.8mg"]) {
      expect(decide(title).decision, title).not.toBe("match");
    }
    expect(decide("바이스랩 딸기 바나나 60ml 3mg")).toMatchObject({ decision: "new", specs: { name: "딸기 바나나" } });
    expect(decide("바이스랩 피치 우롱 60ml 3mg")).toMatchObject({ decision: "new", specs: { name: "피치 우롱" } });
  });
  it("creates nothing a product of the same maker, size and strength could be: that is for review", () => {
    expect(decide("바이스랩 블랙 우롱 30ml 9.8mg")).toMatchObject({
      decision: "review",
      reason: "같은 제조사·용량·니코틴의 상품이 있음",
    });
    expect(decide("바이스랩 블랙 우롱 폐호흡 30ml 9.8mg").decision).toBe("new");
  });
  it("matches a name written in the other script by its sound", () => {
    expect(matched("Vice Lab Banana 30ml 9.8mg")).toBe(3);
    expect(matched("바이스랩 Blueberry Yogurt 30ml 9.8mg")).toBe(5);
    expect(matched("VICELAB 버지니아 솔트 30ml 9.8mg")).toBe("review");
  });
  it("reads past extra words: 오리지널, a taste of tobacco, 액상, `by` before the maker", () => {
    expect(matched("바이스랩 바나나 오리지널 30ml 9.8mg")).toBe(3);
    expect(matched("타바코로드 버지니아 담배맛 솔트 30ml 9.8mg")).toBe(6);
    expect(matched("바이스랩 바나나맛 액상 30ml 9.8mg")).toBe(3);
    expect(matched("Heisenberg by Vampire Vape 60ml 3mg")).toBe(1);
  });
  it("reads a strength written without its unit", () => {
    expect(matched("바이스랩 바나나 30ML 9.8")).toBe(3);
    expect(matched("뱀파이어베이프 하이젠버그 60미리 (3) 폐호흡")).toBe(1);
  });
  it("calls a strength or size no variant has a new bottle of the known liquid, never the nearest one", () => {
    expect(decide("뱀파이어베이프 Heisenberg 60ml 6mg 폐호흡")).toEqual({
      decision: "new",
      specs: {
        manufacturer: "뱀파이어베이프",
        name: "하이젠버그",
        volumeMl: 60,
        nicotineMg: 6,
        inhalation: "DL",
        nicotineForm: null,
        nicotineSource: null,
      },
    });
    expect(decide("바이스랩 바나나 100ml 9.8mg").decision).toBe("new");
  });
  it("asks for review when unsure", () => {
    expect(decide("뱀파이어베이프 하이젠버그 60ml")).toMatchObject({
      decision: "review",
      candidates: [{ productId: 1 }, { productId: 2 }],
    });
    expect(decide("뱀파이어베이프 하이젠버트 60ml 3mg")).toMatchObject({
      decision: "review",
      candidates: [{ productId: 1 }, { productId: 2 }],
    });
    expect(decide("바이스랩 바나나 특제 30ml 9.8mg").decision).toBe("review");
    expect(decide("하이젠버그 60ml 3mg")).toMatchObject({ decision: "review", reason: "제조사를 알 수 없음" });
    expect(decide("바이스랩 바나나 3mg/6mg 30ml").decision).toBe("review");
  });
  it("tells variants apart by nicotine form only when the title says it", () => {
    expect(matched("타바코로드 버지니아 솔트 30ml 9.8mg")).toBe(6);
    expect(matched("타바코로드 버지니아 프리베이스 30ml 9.8mg")).toBe(7);
    expect(decide("타바코로드 버지니아 30ml 9.8mg")).toMatchObject({
      decision: "review",
      candidates: [{ productId: 6 }, { productId: 7 }],
    });
  });
  it("reads a catalogue name that carries its nicotine form as the liquid's name", () => {
    expect(matched("[입호흡] 바이스랩 프로즌 멘솔 솔트 9.8mg 30ml")).toBe(8);
    expect(matched("바이스랩 프로즌 멘솔 30ml 9.8mg")).toBe(8);
  });
  it("never matches a title that contradicts the product's way of inhaling", () => {
    expect(decide("바이스랩 바나나 폐호흡 30ml 9.8mg").decision).toBe("review");
  });
  it("skips what is not one bottle of liquid", () => {
    expect(decide("바이스랩 과일 3종 세트 30ml 9.8mg")).toEqual({ decision: "skip", reason: "세트·묶음 상품" });
    expect(decide("[기기] 뱀파이어베이프 디바이스")).toEqual({ decision: "skip", reason: "기기" });
  });
  it("matches a set of one liquid to the bottle it holds; makes no product from a set", () => {
    expect(matched("[1+1] 바이스랩 바나나 솔트 30ml 9.8mg")).toBe(3);
    expect(matched("바이스랩 바나나 30ml 9.8mg 2병 세트")).toBe(3);
    expect(matched("바이스랩 우롱 30ml x 2 9.8mg")).toBe(4);
    expect(matched("1+1 이벤트 종료 바이스랩 우롱 30ml 9.8mg")).toBe(4);
    expect(decide("바이스랩 바나나 30ml 9.8mg 3병 묶음")).toMatchObject({ decision: "match", productId: 3 });
    expect(decide("바이스랩 수박 30ml 9.8mg 2병 세트")).toMatchObject({ decision: "review", reason: "세트 상품이지만 낱병 상품이 없음" });
    expect(decide("바이스랩 랜덤 3종 세트")).toEqual({ decision: "skip", reason: "세트·묶음 상품" });
  });
});
