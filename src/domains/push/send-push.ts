import "server-only";
import { request } from "undici";
import webpush from "web-push";
import { parseRetryAfter } from "./retry-after";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushSettings = {
  vapid: { subject: string; publicKey: string; privateKey: string };
  ttlSeconds: number;
  urgency: "very-low" | "low" | "normal" | "high";
  timeoutMs: number;
};
export type PushSendResult =
  | { kind: "sent" }
  | { kind: "gone"; reason: string }
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "failed"; reason: string };

/**
 * One encrypted (aes128gcm) push with VAPID headers, built by web-push and sent by undici: web-push's own
 * sender speaks https only and times out on idle sockets, not on the whole request.
 */
export async function sendPush({
  target,
  payload,
  settings,
}: {
  target: PushTarget;
  payload: string;
  settings: PushSettings;
}): Promise<PushSendResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: settings.vapid,
      TTL: settings.ttlSeconds,
      urgency: settings.urgency,
      contentEncoding: "aes128gcm",
    },
  );
  try {
    const response = await request(details.endpoint, {
      method: "POST",
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(settings.timeoutMs),
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
    });
    await response.body.dump();
    const status = response.statusCode;
    if (status >= 200 && status < 300) return { kind: "sent" };
    const reason = `HTTP ${status}`;
    if (status === 404 || status === 410) return { kind: "gone", reason };
    if (status === 429 || status >= 500)
      return { kind: "retry", reason, retryAfterMs: parseRetryAfter({ header: response.headers["retry-after"] }) };
    return { kind: "failed", reason };
  } catch (error) {
    // Unreachable or silent push service: worth another try later.
    return { kind: "retry", reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
