import { describe, expect, it } from "vitest";
import { isRowId, jsonRowId, MAX_ROW_ID, rowId } from "./row-id";

describe("the one row-id rule (a positive int4)", () => {
  it("holds ids from 1 to 2,147,483,647 and nothing else, for numbers read without zod", () => {
    expect([1, 42, MAX_ROW_ID].every(isRowId)).toBe(true);
    expect([0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, Number.POSITIVE_INFINITY].some(isRowId)).toBe(false);
  });

  it("reads digits from a path or query (`rowId`), a number only from a JSON body (`jsonRowId`)", () => {
    expect(rowId().parse("7")).toBe(7);
    expect(rowId("상품 번호가 올바르지 않습니다.").safeParse(String(MAX_ROW_ID + 1)).error?.issues[0]?.message).toBe(
      "상품 번호가 올바르지 않습니다.",
    );
    expect(jsonRowId().parse(7)).toBe(7);
    expect(jsonRowId().safeParse("7").success).toBe(false);
    expect(jsonRowId().safeParse(MAX_ROW_ID + 1).success).toBe(false);
  });
});
