import { describe, expect, it } from "vitest";
import { currencyOf, currencyOfLocale, findMoney, parseLocaleNumber, parseStructuredAmount } from "@/domains/crawler/extract/money";

const read = (text: string, locale: string | null = null) => findMoney(text, { locale, currency: null }).map((m) => [m.amount, m.currency]);

describe("findMoney", () => {
  it.each([
    ["1.759,99 €", "de-DE", [[1759.99, "EUR"]]],
    ["Rp 23.450", "id-ID", [[23450, "IDR"]]],
    ["$29.99", "en-US", [[29.99, "USD"]]],
    ["₹1,23,456", "en-IN", [[123456, "INR"]]],
    ["CHF 1'299.50", "de-CH", [[1299.5, "CHF"]]],
    ["39,90 zł", "pl-PL", [[39.9, "PLN"]]],
    ["129,99 Lei", "ro-RO", [[129.99, "RON"]]],
    ["R$ 89,90", "pt-BR", [[89.9, "BRL"]]],
    ["¥1,980（税込）", "ja", [[1980, "JPY"]]],
    ["4 990 Ft", "hu-HU", [[4990, "HUF"]]],
    ["A$19.95", "en-AU", [[19.95, "AUD"]]],
    ["$19.95", "en-AU", [[19.95, "AUD"]]],
    [
      "12,900원 (적립 129원)",
      "ko",
      [
        [12900, "KRW"],
        [129, "KRW"],
      ],
    ],
    ["₩12,900", null, [[12900, "KRW"]]],
    [
      "22,000₩ 18,000₩",
      null,
      [
        [22000, "KRW"],
        [18000, "KRW"],
      ],
    ],
    ["3만 5천원 이상", "ko", [[35000, "KRW"]]],
    [
      "UVP 24,90 € 19,90 €",
      "de",
      [
        [24.9, "EUR"],
        [19.9, "EUR"],
      ],
    ],
    ["Special Price$8.50", "en", [[8.5, "USD"]]],
    ["SKU 12345 in 3 colours", "en", []],
  ] as const)("%s (%s)", (text, locale, expected) => {
    expect(read(text, locale)).toEqual(expected);
  });
});

describe("parseLocaleNumber", () => {
  it("reads a lone separator before three digits by the locale and the currency's minor unit", () => {
    expect(parseLocaleNumber("23.450", { locale: "de-DE", currency: "EUR" })).toBe(23450);
    expect(parseLocaleNumber("1,299", { locale: "en-US", currency: "USD" })).toBe(1299);
    expect(parseLocaleNumber("19.990", { locale: "ko", currency: "KRW" })).toBe(19990);
    expect(parseLocaleNumber("1,5", { locale: "de", currency: "EUR" })).toBe(1.5);
    expect(parseLocaleNumber("1.234.56", { locale: "de", currency: "EUR" })).toBeNull();
  });
});

describe("currencies", () => {
  it("knows ISO codes, signs and the locale's own currency", () => {
    expect(currencyOf("usd")).toBe("USD");
    expect(currencyOf("XYZ")).toBeNull();
    expect(currencyOf("kr", "da-DK")).toBe("DKK");
    expect(currencyOf("¥", "zh-CN")).toBe("CNY");
    expect(currencyOfLocale("ko-KR")).toBe("KRW");
    expect(currencyOfLocale("de-CH")).toBe("CHF");
    expect(currencyOfLocale(null)).toBeNull();
  });

  it("reads structured-data prices with a decimal point in any currency and as won otherwise", () => {
    expect(parseStructuredAmount("14.99", "USD")).toBe(14.99);
    expect(parseStructuredAmount(1759.99, "EUR")).toBe(1759.99);
    expect(parseStructuredAmount("12,900", "KRW")).toBe(12900);
    expect(parseStructuredAmount("₩16,500", null)).toBe(16500);
  });
});

describe("findMoney in PRICE-READER-3's locales", () => {
  it.each([
    ["12 990 ₸", "ru-KZ", [[12990, "KZT"]]],
    ["1 290 руб.", "ru", [[1290, "RUB"]]],
    ["$14.990", "es-CL", [[14990, "CLP"]]],
    ["$ 12.345,67", "es-AR", [[12345.67, "ARS"]]],
    ["1,990 元", "zh-TW", [[1990, "TWD"]]],
    ["1,990 元", "zh-CN", [[1990, "CNY"]]],
  ])("%s (%s)", (text, locale, expected) => {
    expect(read(text, locale)).toEqual(expected);
  });
});
