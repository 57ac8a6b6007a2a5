import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "@/platform/text/normalize";
import { buildMatchIndex } from "./catalog-index";
import { findMakers } from "./find-makers";

const index = buildMatchIndex({
  manufacturers: [{ name: "뱀파이어베이프", aliases: ["Vampire Vape"] }, { name: "솔트" }, { name: "코리아솔트" }, { name: "VV" }],
  products: [],
});
const makers = (title: string) => findMakers(normalizeSearchText(title), index.makerSpellings).map((hit) => index.makerNames[hit.maker]);

describe("findMakers", () => {
  it("finds a maker in Korean, English or any spacing", () => {
    for (const title of ["뱀파이어베이프 하이젠버그", "뱀파이어 베이프 하이젠버그", "VAMPIRE VAPE Heisenberg", "[vampirevape]"]) {
      expect(makers(title), title).toEqual(["뱀파이어베이프"]);
    }
  });
  it("prefers the longest spelling", () => {
    expect(makers("코리아솔트 망고")).toEqual(["코리아솔트"]);
  });
  it("finds a Latin spelling only as a word of its own", () => {
    expect(makers("vvs 망고")).toEqual([]);
    expect(makers("vv 망고")).toEqual(["VV"]);
  });
});
