import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { ApiDocsPage } from "./api-docs-page";
import { publicApiDocument } from "./openapi-document";

describe("the public API's page (/developers/api)", () => {
  afterEach(() => {
    delete process.env.API_RATE_LIMIT_PER_MINUTE;
    delete process.env.ADULT_VERIFICATION;
    resetConfigForTests();
  });

  it("shows every route of the document with its parameters, answers and the limits in force, in Korean", () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = "42";
    process.env.ADULT_VERIFICATION = "notice";
    resetConfigForTests();
    const html = renderToStaticMarkup(createElement(ApiDocsPage));
    const document = publicApiDocument();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(html).toContain(`<code>${path}</code>`);
      for (const parameter of (item.get?.parameters ?? []) as Array<{ name: string }>)
        expect(html).toContain(`<code>${parameter.name}</code>`);
    }
    expect(html).toContain("IP 주소당 분당 42회");
    expect(html).toContain("30 | 90 | 365 (기본 30)");
    expect(html).toContain("숫자 1–100 (기본 24)");
    expect(html).toContain("<code>429</code>");
    expect(html).toContain(
      "curl -H &quot;x-api-key: $API_KEY&quot; &quot;http://localhost:3000/api/v1/products/1/history?days=90&amp;by=shop&amp;format=csv&quot;",
    );
    expect(html).not.toMatch(/<script/);
  });

  it("says under ADULT_VERIFICATION=identity that only a 본인인증-verified member's key reads the data, never that no key is needed", () => {
    process.env.ADULT_VERIFICATION = "identity";
    process.env.API_RATE_LIMIT_PER_MINUTE = "42";
    resetConfigForTests();
    const html = renderToStaticMarkup(createElement(ApiDocsPage));
    expect(html).toContain("본인인증을 마친 회원의 API 키로만 읽을 수 있습니다(키 없는 요청은 403)");
    expect(html).toContain("데이터는 본인인증을 마친 회원의 키로만 읽을 수 있습니다(키 없이 보내면 403).");
    expect(html).not.toContain("키 없이 쓸 수 있습니다");
    expect(html).not.toContain("IP 주소당 분당 42회");
    expect(publicApiDocument().info.description).toContain("키 없는 요청은 403");
  });
});
