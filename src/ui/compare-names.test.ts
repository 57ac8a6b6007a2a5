import { describe, expect, it } from "vitest";
import { compareNames } from "./compare-names";

describe("compareNames", () => {
  it("orders names as the Korean collation does, without one", () => {
    const names = [
      "쥬스몰",
      "베이프샵",
      "가나액상",
      "깔끔베이프",
      "Vape Korea",
      "vapemall",
      "ABC액상",
      "3초액상",
      "힣",
      "나나",
      "까치",
      "각",
      "Abc",
      "abc",
      "ㄱ마트",
      "베이프 샵",
    ];
    const collator = new Intl.Collator("ko");
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });

  it("is 0 only for the same name", () => {
    expect(compareNames("가", "가")).toBe(0);
    expect(compareNames("Abc", "abc")).toBeGreaterThan(0);
  });
});
