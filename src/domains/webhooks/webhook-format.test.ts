import { describe, expect, it } from "vitest";
import { detectWebhookFormat } from "./webhook-format";

describe("detectWebhookFormat", () => {
  it.each([
    ["https://discord.com/api/webhooks/123/abc", "discord"],
    ["https://discordapp.com/api/webhooks/123/abc", "discord"],
    ["https://DISCORD.com/api/webhooks/1/x", "discord"],
    ["https://hooks.slack.com/services/T0/B0/xyz", "slack"],
    ["https://discord.com/channels/1/2", "json"],
    ["https://hooks.slack.com/workflows/1", "json"],
    ["https://discord.com.evil.example/api/webhooks/1/x", "json"],
    ["https://example.com/hooks/aeksangpick", "json"],
  ])("%s → %s", (url, format) => {
    expect(detectWebhookFormat(new URL(url))).toBe(format);
  });
});
