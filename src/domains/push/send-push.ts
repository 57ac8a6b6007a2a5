import "server-only";
import { Agent, request } from "undici";
import webpush from "web-push";
import { checkUrl, createGuardedLookup } from "@/platform/http/url-safety";
import { parseRetryAfter } from "@/platform/queue/retry-after";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushSettings = {
  vapid: { subject: string; publicKey: string; privateKey: string };
  ttlSeconds: number;
  urgency: "very-low" | "low" | "normal" | "high";
  timeoutMs: number;
  /** Endpoints come from browsers: in production a push never goes to a private or loopback address. */
  publicAddressesOnly: boolean;
};
export type PushSendResult =
  | { kind: "sent" }
  | { kind: "gone"; reason: string }
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "failed"; reason: string };

let guardedAgent: Agent | undefined;

/** The connection pool for endpoints that must be public (its DNS lookup refuses private addresses). */
function dispatcherFor(settings: PushSettings): Agent | undefined {
  if (!settings.publicAddressesOnly) return undefined;
  guardedAgent ??= new Agent({ connect: { lookup: createGuardedLookup() } });
  return guardedAgent;
}

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
  if (settings.publicAddressesOnly) {
    const check = checkUrl(target.endpoint, () => false);
    if (!check.ok) return { kind: "failed", reason: check.reason };
  }
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
      dispatcher: dispatcherFor(settings),
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
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof Error && (error as { code?: string }).code === "ERR_UNSAFE_ADDRESS") return { kind: "failed", reason };
    // Unreachable or silent push service: worth another try later.
    return { kind: "retry", reason };
  }
}
