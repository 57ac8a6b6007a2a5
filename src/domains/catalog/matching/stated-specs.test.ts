import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "@/platform/text/normalize";
import { readStatedSpecs } from "./stated-specs";

const specs = (title: string) => readStatedSpecs(normalizeSearchText(title)).specs;

describe("readStatedSpecs", () => {
  it("reads size however it is written", () => {
    for (const title of ["60ml", "60ML", "60 ml", "60mL", "60㎖", "(60ml)", "60미리"]) expect(specs(title).volumeMl).toBe(60);
  });
  it("reads strength however it is written", () => {
    for (const title of ["9.8mg", "9.8MG", "니코틴 9.8", "니코틴9.8mg", "9.8mg/ml", "9.8 mg"]) expect(specs(title).nicotineMg).toBe(9.8);
    expect(specs("3MG").nicotineMg).toBe(3);
  });
  it("reads no nicotine as 0 mg, and never takes the size after 무니코틴 for a strength", () => {
    expect(specs("0mg (무니코틴)")).toMatchObject({ nicotineMg: 0, options: false });
    expect(specs("녹차 무니코틴 60ml")).toMatchObject({ nicotineMg: 0, volumeMl: 60 });
  });
  it("reads the way of inhaling, the nicotine form and source", () => {
    expect(specs("[입호흡] 솔트")).toMatchObject({ inhalation: "MTL", nicotineForm: "salt" });
    expect(specs("폐호흡용 프리베이스")).toMatchObject({ inhalation: "DL", nicotineForm: "freebase" });
    expect(specs("MTL SALT NIC")).toMatchObject({ inhalation: "MTL", nicotineForm: "salt" });
    expect(specs("합성니코틴")).toMatchObject({ nicotineSource: "synthetic" });
    expect(specs("연초잎 니코틴 9.8mg")).toMatchObject({ nicotineSource: "tobacco_leaf", nicotineMg: 9.8 });
  });
  it("does not read 솔트 inside a word as the nicotine form", () => {
    expect(specs("솔트카라멜").nicotineForm).toBeNull();
  });
  it("marks an option page that names two sizes or strengths", () => {
    expect(specs("3mg / 6mg 선택")).toMatchObject({ nicotineMg: null, options: true });
    expect(specs("30ml/60ml")).toMatchObject({ volumeMl: null, options: true });
  });
});
