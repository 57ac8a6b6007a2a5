import { describe, expect, it } from "vitest";
import { buildSearchFields } from "./search-fields";

describe("buildSearchFields", () => {
  it("lowercases name, maker and tags into one searchable text", () => {
    const fields = buildSearchFields({ name: "쿨 망고 ICE 솔트", manufacturerName: "바이스랩", flavorTags: ["과일", "멘솔"] });
    expect(fields.searchText).toBe("쿨 망고 ice 솔트 바이스랩 과일 멘솔");
  });
  it("keys the same text by Hangul initial consonants", () => {
    const fields = buildSearchFields({ name: "레몬 민트", manufacturerName: "솔트킹", flavorTags: [] });
    expect(fields.searchChosung).toBe("ㄹㅁㅁㅌㅅㅌㅋ");
  });
});
