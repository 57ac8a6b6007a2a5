import { describe, expect, it } from "vitest";
import { readStateScript } from "@/domains/crawler/extract/state-json";

describe("readStateScript", () => {
  it("cuts each window.__X__ assignment out of a script by its braces, strings with braces included", () => {
    const script = `var a = 1; window.__PRELOADED_STATE__ = {"p":{"name":"a } b","price":1}}; window.__APP__=["x"]; run();`;
    expect(readStateScript(script, false)).toEqual([{ p: { name: "a } b", price: 1 } }, ["x"]]);
  });

  it("reads the JSON a serialiser leaves with undefined and minified booleans", () => {
    expect(readStateScript(`self.__INITIAL_STATE__={"a":undefined,"b":!0,"c":!1}`, false)).toEqual([{ a: null, b: true, c: false }]);
  });

  it("parses a JSON script whole and gives nothing for code it cannot read (never runs it)", () => {
    expect(readStateScript(` {"props":{"x":2}} `, true)).toEqual([{ props: { x: 2 } }]);
    expect(readStateScript(`window.__STATE__ = {"a": fetch("/x")}`, false)).toEqual([]);
    expect(readStateScript(`window.__STATE__ = {"a": 1`, false)).toEqual([]);
  });
});
