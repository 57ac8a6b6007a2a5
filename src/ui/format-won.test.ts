import { describe, expect, it } from "vitest";
import { formatWon } from "./format-won";

describe("formatWon", () => {
  it("groups thousands and appends 원", () => {
    expect(formatWon(12_900)).toBe("12,900원");
    expect(formatWon(1_234_567)).toBe("1,234,567원");
    expect(formatWon(0)).toBe("0원");
  });
});
