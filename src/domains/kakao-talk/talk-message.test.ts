import { describe, expect, it } from "vitest";
import { talkTemplateFor } from "./talk-message";

const message = {
  notificationId: 1,
  userId: "u",
  kind: "price_drop",
  title: "액상픽 가격 알림",
  body: "레몬 30ml 11,500원",
  url: "/products/42",
};

describe("talkTemplateFor", () => {
  it("links the product on the site with a 상품 보기 button", () => {
    expect(talkTemplateFor({ message, baseUrl: "https://aeksangpick.kr" })).toEqual({
      object_type: "text",
      text: "액상픽 가격 알림\n레몬 30ml 11,500원",
      link: { web_url: "https://aeksangpick.kr/products/42", mobile_web_url: "https://aeksangpick.kr/products/42" },
      button_title: "상품 보기",
    });
  });

  it("keeps to Kakao's 200 characters, and never links off the site", () => {
    const long = talkTemplateFor({ message: { ...message, body: "가".repeat(300) }, baseUrl: "https://aeksangpick.kr" });
    expect(long.text).toHaveLength(200);
    expect(long.text.endsWith("…")).toBe(true);
    for (const url of ["https://evil.example/x", "//evil.example/x"]) {
      const template = talkTemplateFor({ message: { ...message, url }, baseUrl: "https://aeksangpick.kr" });
      expect(template.link.web_url).toBe("https://aeksangpick.kr/");
      expect(template.button_title).toBe("자세히 보기");
    }
    expect(talkTemplateFor({ message: { ...message, url: "/community/posts/7" }, baseUrl: "https://aeksangpick.kr" }).button_title).toBe(
      "자세히 보기",
    );
  });
});
