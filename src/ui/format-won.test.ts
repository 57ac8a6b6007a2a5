import { describe, expect, it } from "vitest";
import { formatWon, groupThousands } from "./format-won";

describe("formatWon", () => {
  it("groups thousands and appends 원", () => {
    expect(formatWon(12_900)).toBe("12,900원");
    expect(formatWon(1_234_567)).toBe("1,234,567원");
    expect(formatWon(0)).toBe("0원");
  });

  it("groups as ko-KR's Intl.NumberFormat does, negative and large amounts included", () => {
    const intl = new Intl.NumberFormat("ko-KR");
    for (const amount of [0, 7, 999, 1_000, 12_900, 100_000, 1_234_567, 2_147_483_647, -3_000, -999, 1.5]) {
      expect(groupThousands(amount)).toBe(intl.format(amount));
    }
  });
});
