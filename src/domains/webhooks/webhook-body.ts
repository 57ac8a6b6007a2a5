import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import type { WebhookFormat } from "./schema";

/** Discord limits an embed's title to 256 and its description to 4096 characters; Slack a section's text to 3000. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The message's site path as a full link on this site. */
export const absoluteUrl = (path: string, baseUrl: string) => new URL(path, baseUrl).toString();

/** The JSON a webhook receives for one message, in its format (`sentAt`: ISO time, in the signed body for JSON). */
export function webhookBody({
  format,
  message,
  baseUrl,
  sentAt,
}: {
  format: WebhookFormat;
  message: Pick<ChannelMessage, "notificationId" | "kind" | "title" | "body" | "url">;
  baseUrl: string;
  sentAt: Date;
}): string {
  const url = absoluteUrl(message.url, baseUrl);
  if (format === "discord")
    return JSON.stringify({
      content: clip(message.title, 2000),
      embeds: [{ title: clip(message.title, 256), description: clip(message.body, 4096), url }],
      allowed_mentions: { parse: [] },
    });
  if (format === "slack")
    return JSON.stringify({
      text: `${message.title}: ${message.body}`,
      blocks: [
        { type: "section", text: { type: "mrkdwn", text: clip(`*${slackEscape(message.title)}*\n${slackEscape(message.body)}`, 3000) } },
        { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: "액상픽에서 보기" }, url }] },
      ],
    });
  return JSON.stringify({
    event: "notification",
    id: message.notificationId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    url,
    sentAt: sentAt.toISOString(),
  });
}

/** Slack's mrkdwn treats &, < and > as markup (links, mentions): escaped as its docs say. */
function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
