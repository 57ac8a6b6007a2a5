import "server-only";
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent, request } from "undici";
import { parseRetryAfter } from "@/platform/queue/retry-after";
import { createGuardedLookup } from "@/platform/http/url-safety";
import { checkWebhookAddress } from "./webhook-address";

export type WebhookSendResult =
  { kind: "sent" } | { kind: "retry"; reason: string; retryAfterMs?: number } | { kind: "failed"; reason: string };

export type WebhookRequest = { url: string; body: string; headers: Record<string, string> };
export type WebhookSender = { send: (request: WebhookRequest) => Promise<WebhookSendResult>; close: () => Promise<void> };

/** A receiver gets this long for the whole exchange (connect, headers, body). */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * POSTs webhook bodies through the SSRF guard: the address is checked again before each send, and the connection's DNS
 * lookup refuses private addresses (DNS rebinding), allow-listed hosts aside. Redirects are never followed.
 */
export function createWebhookSender({
  allowHosts,
  userAgent,
  lookup = dns.lookup as LookupFunction,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  allowHosts: readonly string[];
  userAgent: string;
  /** DNS lookup; tests point names at 127.0.0.1 with it. */
  lookup?: LookupFunction;
  timeoutMs?: number;
}): WebhookSender {
  const agentOptions = (connectLookup: LookupFunction) => ({ connect: { lookup: connectLookup, timeout: timeoutMs } });
  const guardedAgent = new Agent(agentOptions(createGuardedLookup(lookup)));
  const allowListedAgent = new Agent(agentOptions(lookup));
  return {
    send: async ({ url, body, headers }) => {
      const checked = checkWebhookAddress(url, allowHosts);
      if (!checked.ok) return { kind: "failed", reason: checked.reason };
      try {
        const response = await request(checked.url, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": userAgent, ...headers },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          dispatcher: checked.allowListed ? allowListedAgent : guardedAgent,
        });
        await response.body.dump();
        const status = response.statusCode;
        if (status >= 200 && status < 300) return { kind: "sent" };
        if (status === 429 || status >= 500)
          return { kind: "retry", reason: `HTTP ${status}`, retryAfterMs: parseRetryAfter({ header: response.headers["retry-after"] }) };
        if (status >= 300 && status < 400) return { kind: "failed", reason: `HTTP ${status} (리디렉션은 따라가지 않습니다)` };
        return { kind: "failed", reason: `HTTP ${status}` };
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_UNSAFE_ADDRESS")
          return { kind: "failed", reason: "내부망·루프백 주소로 연결되어 보내지 않았습니다." };
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
          return { kind: "retry", reason: `${timeoutMs / 1000}초 안에 응답이 없었습니다.` };
        const code = (error as { code?: string }).code;
        return { kind: "retry", reason: `연결하지 못했습니다${code ? ` (${code})` : ""}.` };
      }
    },
    close: async () => {
      await Promise.all([guardedAgent.close(), allowListedAgent.close()]);
    },
  };
}
