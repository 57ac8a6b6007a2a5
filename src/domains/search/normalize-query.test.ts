import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseSearchQuery } from "./normalize-query";

describe("parseSearchQuery", () => {
  it("splits a plain query into words", () => {
    expect(parseSearchQuery("레몬  민트")).toEqual({
      text: "레몬 민트",
      words: ["레몬", "민트"],
      chosung: null,
      volumeMl: null,
      nicotineMg: null,
    });
  });
  it("reads volume and nicotine words as filters, not text", () => {
    expect(parseSearchQuery("레몬 30ml 9.8mg")).toMatchObject({ text: "레몬", words: ["레몬"], volumeMl: 30, nicotineMg: 9.8 });
    expect(parseSearchQuery("레몬30ML")).toMatchObject({ text: "레몬", volumeMl: 30 });
    expect(parseSearchQuery("60 미리 메론")).toMatchObject({ text: "메론", volumeMl: 60 });
    expect(parseSearchQuery("３㎎ 솔트")).toMatchObject({ text: "솔트", nicotineMg: 3 });
  });
  it("drops bare unit words and keeps numbers that are not amounts", () => {
    expect(parseSearchQuery("레몬 ml")).toMatchObject({ text: "레몬", volumeMl: null });
    expect(parseSearchQuery("b52 샷")).toMatchObject({ text: "b52 샷", volumeMl: null, nicotineMg: null });
    expect(parseSearchQuery("mlb")).toMatchObject({ text: "mlb" });
  });
  it("may leave no text when only amounts were typed", () => {
    expect(parseSearchQuery("30ml")).toMatchObject({ text: "", words: [], volumeMl: 30 });
  });
  it("marks an all-초성 query with its key", () => {
    expect(parseSearchQuery("ㄹㅁ")).toMatchObject({ chosung: "ㄹㅁ" });
    expect(parseSearchQuery("ㄹㅁ ㅅㄷ")).toMatchObject({ chosung: "ㄹㅁㅅㄷ", words: ["ㄹㅁ", "ㅅㄷ"] });
    expect(parseSearchQuery("ㄹㅁ 30ml")).toMatchObject({ chosung: "ㄹㅁ", volumeMl: 30 });
    expect(parseSearchQuery("레몬").chosung).toBeNull();
  });
  it("caps the query length", () => {
    expect(parseSearchQuery("가".repeat(200)).text).toHaveLength(MAX_QUERY_LENGTH);
  });
});
