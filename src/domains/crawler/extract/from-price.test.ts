import { describe, expect, it } from "vitest";
import { isFromPrice, withoutFrom } from "@/domains/crawler/extract/from-price";

describe("from-prices", () => {
  it.each(["30,000원~", "19,900원 ~", "9,900원부터", "from $12.00", "ab 9,90 €", "à partir de 12 €"])(
    "%s is a lowest option price",
    (text) => {
      expect(isFromPrice(text)).toBe(true);
    },
  );

  it.each(["30,000원", "$12.00", "10,000~20,000원"])("%s is not", (text) => {
    expect(isFromPrice(text)).toBe(false);
  });

  it("drops the from-words for the number parsers", () => {
    expect(withoutFrom("19,900원~")).toBe("19,900원");
    expect(withoutFrom("9,900원부터")).toBe("9,900원");
  });
});
