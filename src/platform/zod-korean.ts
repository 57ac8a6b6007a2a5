// zod's core and one locale only, so the client bundle does not carry all of zod and its locales.
import { config } from "zod/v4/core";
import ko from "zod/v4/locales/ko.js";

const UNIT: Record<string, string> = { string: "자", array: "개", set: "개", file: "바이트" };

/**
 * Korean messages for every validation failure: zod's `ko` locale, with the bounds and missing fields
 * phrased the way people read them ("100 이하여야 합니다" rather than "number이 너무 큽니다").
 * Imported by every entry point that parses input (apiRoute, defineAction, config) and by the client
 * components that parse (the admin forms), so public pages' first-load JS carries no zod; setting it twice is harmless.
 */
config(ko());
config({
  customError: (issue) => {
    const unit = "origin" in issue ? (UNIT[String(issue.origin)] ?? "") : "";
    if (issue.code === "too_big") return `${issue.maximum}${unit} ${issue.inclusive ? "이하" : "미만"}여야 합니다`;
    if (issue.code === "too_small") return `${issue.minimum}${unit} ${issue.inclusive ? "이상" : "초과"}이어야 합니다`;
    if (issue.code === "invalid_type" && issue.input === undefined) return "필수 입력값입니다";
    return undefined;
  },
});
