import type { WebhookFormat } from "./schema";

const DISCORD_HOSTS = new Set(["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]);

/** The body a URL takes, from the URL alone: Discord's and Slack's incoming webhooks, else signed JSON. */
export function detectWebhookFormat(url: URL): WebhookFormat {
  const host = url.hostname.toLowerCase();
  if (DISCORD_HOSTS.has(host) && url.pathname.startsWith("/api/webhooks/")) return "discord";
  if (host === "hooks.slack.com" && url.pathname.startsWith("/services/")) return "slack";
  return "json";
}

/** How /profile names a format. */
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = { discord: "Discord", slack: "Slack", json: "JSON 서명" };
