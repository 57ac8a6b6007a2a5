import { describe, expect, it } from "vitest";
import { webhookBody } from "./webhook-body";

const message = {
  notificationId: 7,
  kind: "price_drop",
  title: "액상픽 가격 알림",
  body: "레몬 30ml <특가> 12,900원 → 11,500원",
  url: "/products/12",
};
const sentAt = new Date("2026-12-03T10:00:00Z");
const baseUrl = "https://aeksangpick.example";

describe("webhookBody", () => {
  it("gives Discord content and an embed linking the product", () => {
    expect(JSON.parse(webhookBody({ format: "discord", message, baseUrl, sentAt }))).toEqual({
      content: "액상픽 가격 알림",
      embeds: [{ title: "액상픽 가격 알림", description: message.body, url: "https://aeksangpick.example/products/12" }],
      allowed_mentions: { parse: [] },
    });
  });

  it("gives Slack a text fallback and blocks, mrkdwn escaped", () => {
    const body = JSON.parse(webhookBody({ format: "slack", message, baseUrl, sentAt }));
    expect(body.text).toBe(`액상픽 가격 알림: ${message.body}`);
    expect(body.blocks[0].text.text).toBe("*액상픽 가격 알림*\n레몬 30ml &lt;특가&gt; 12,900원 → 11,500원");
    expect(body.blocks[1].elements[0].url).toBe("https://aeksangpick.example/products/12");
  });

  it("gives JSON the notification with an absolute url and the time it was sent", () => {
    expect(JSON.parse(webhookBody({ format: "json", message, baseUrl, sentAt }))).toEqual({
      event: "notification",
      id: 7,
      kind: "price_drop",
      title: "액상픽 가격 알림",
      body: message.body,
      url: "https://aeksangpick.example/products/12",
      sentAt: "2026-12-03T10:00:00.000Z",
    });
  });

  it("clips a Discord description to its limit", () => {
    const long = { ...message, body: "가".repeat(5000) };
    const body = JSON.parse(webhookBody({ format: "discord", message: long, baseUrl, sentAt }));
    expect(body.embeds[0].description).toHaveLength(4096);
  });
});
