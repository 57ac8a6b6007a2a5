import "server-only";
import type { LookupFunction } from "node:net";
import { getConfig } from "@/platform/config";
import { badRequest, tooManyRequests } from "@/platform/errors";
import { defineRateLimiters } from "@/platform/rate-limit";
import type { WebhookSender } from "./send-webhook";
import { createSiteWebhookSender } from "./deliver-webhooks";
import { webhookRequestFor } from "./run-webhook-job";
import type { WebhookEndpointRow, WebhookFormat } from "./schema";
import { checkWebhookAddress, webhookHostRefusal } from "./webhook-address";
import { getOwnWebhookEndpoint, insertWebhookEndpoint, listWebhookEndpoints } from "./webhook-endpoints";
import { detectWebhookFormat } from "./webhook-format";
import { newWebhookSecret } from "./webhook-signature";

const HOUR = 60 * 60_000;

/** Adding (a DNS lookup) and test sends (a request to any public URL) make the server act: a member gets a few an hour. */
const webhookLimiters = defineRateLimiters({
  add: { name: "webhook-add", limit: 20, windowMs: HOUR },
  test: { name: "webhook-test", limit: 10, windowMs: HOUR },
});

async function withinLimit(kind: "add" | "test", userId: string) {
  if (!(await webhookLimiters()[kind].hit(userId)).allowed) throw tooManyRequests();
}

/** What /profile shows of an endpoint: the secret only where it signs (JSON), as the receiver needs it to verify. */
export type WebhookView = {
  id: number;
  url: string;
  format: WebhookFormat;
  secret: string | null;
  paused: boolean;
  lastError: string | null;
  lastSuccessAt: string | null;
};

const viewOf = (row: WebhookEndpointRow): WebhookView => ({
  id: row.id,
  url: row.url,
  format: row.format,
  secret: row.format === "json" ? row.secret : null,
  paused: row.pausedAt !== null,
  lastError: row.lastError,
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

export async function listWebhookViews({ userId }: { userId: string }): Promise<WebhookView[]> {
  return (await listWebhookEndpoints({ userId })).map(viewOf);
}

/**
 * Adds a member's webhook after the SSRF guard's checks: https (or an allow-listed host), no private address literal,
 * and a host name that resolves to public addresses only. The format is recognised from the URL.
 */
export async function addWebhook({ userId, url, lookup }: { userId: string; url: string; lookup?: LookupFunction }): Promise<WebhookView> {
  await withinLimit("add", userId);
  const checked = checkWebhookAddress(url.trim(), getConfig().WEBHOOK_ALLOW_HOSTS);
  if (!checked.ok) throw badRequest(checked.reason, "webhook_address_refused");
  const refusal = await webhookHostRefusal(checked, lookup);
  if (refusal) throw badRequest(refusal, "webhook_address_refused");
  const row = await insertWebhookEndpoint({
    userId,
    url: checked.url.toString(),
    format: detectWebhookFormat(checked.url),
    secret: newWebhookSecret(),
  });
  return viewOf(row);
}

/** 테스트 전송: one sample message to the member's own endpoint at once; a refusal comes back as a Korean 400. */
export async function sendTestWebhook({ userId, id, sender }: { userId: string; id: number; sender?: WebhookSender }): Promise<void> {
  const endpoint = await getOwnWebhookEndpoint({ userId, id });
  await withinLimit("test", userId);
  const own = sender ?? createSiteWebhookSender();
  try {
    const message = {
      notificationId: 0,
      userId,
      kind: "test",
      title: "액상픽 테스트 알림",
      body: "웹훅이 연결되었습니다. 관심상품 알림이 이 주소로 전송됩니다.",
      url: "/profile#webhooks",
    };
    const result = await own.send(webhookRequestFor({ endpoint, message, baseUrl: getConfig().BASE_URL, now: new Date() }));
    if (result.kind !== "sent") throw badRequest(`테스트 전송에 실패했습니다: ${result.reason}`, "webhook_test_failed");
  } finally {
    if (!sender) await own.close();
  }
}
