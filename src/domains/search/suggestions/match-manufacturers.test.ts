import { describe, expect, it } from "vitest";
import { matchManufacturers } from "./match-manufacturers";
import { parseSearchQuery } from "../normalize-query";

const manufacturers = [{ name: "바이스랩" }, { name: "솔트킹" }, { name: "코리아솔트" }, { name: "Vape Master" }, { name: "더블민트" }];
const names = (q: string, limit = 5) => matchManufacturers({ manufacturers, query: parseSearchQuery(q), limit }).map((m) => m.name);

describe("matchManufacturers", () => {
  it("finds a manufacturer by part of its name, prefix matches first", () => {
    expect(names("솔트")).toEqual(["솔트킹", "코리아솔트"]);
  });
  it("finds a manufacturer by 초성", () => {
    expect(names("ㅂㅇㅅ")).toEqual(["바이스랩"]);
    expect(names("ㅅㅌ")).toEqual(["솔트킹", "코리아솔트"]);
  });
  it("ignores case and spacing of Latin names", () => {
    expect(names("vape")).toEqual(["Vape Master"]);
    expect(names("vapemaster")).toEqual(["Vape Master"]);
    expect(names("MASTER")).toEqual(["Vape Master"]);
  });
  it("returns nothing for an unrelated or empty query and respects the limit", () => {
    expect(names("레몬")).toEqual([]);
    expect(names("30ml")).toEqual([]);
    expect(names("ㅅㅌ", 1)).toEqual(["솔트킹"]);
  });
});
