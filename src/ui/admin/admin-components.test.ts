import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminButton } from "./admin-button";
import { AdminTable } from "./admin-table";
import { Badge } from "./badge";

describe("admin components", () => {
  it("puts a table in a scrolling region a keyboard can reach, named by its label", () => {
    const props = { label: "회원 목록", columns: ["회원"], rowCount: 0, empty: "없음" } as ComponentProps<typeof AdminTable>;
    const html = renderToStaticMarkup(createElement(AdminTable, props));
    expect(html).toMatch(/^<div class="overflow-x-auto [^"]*" tabindex="0" role="region" aria-label="회원 목록"><table /);
    expect(html).toContain("없음");
  });

  it("keeps the element's own classes first and the caller's after them", () => {
    const html = renderToStaticMarkup(createElement(AdminButton, { variant: "danger", className: "mr-auto", type: "button" }, "삭제"));
    expect(html).toMatch(/^<button class="inline-flex [^"]*text-red-700 [^"]* mr-auto" type="button">삭제<\/button>$/);
  });

  it("renders as the element `as` names, with the tone's colours", () => {
    const html = renderToStaticMarkup(createElement(Badge, { as: "button", tone: "green", type: "button" }, "노출"));
    expect(html).toMatch(/^<button class="inline-flex [^"]* bg-green-100 text-green-800" type="button">노출<\/button>$/);
  });
});
