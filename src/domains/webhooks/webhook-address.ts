import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { checkUrl, createAllowList, createGuardedLookup } from "@/platform/http/url-safety";

export type WebhookAddressCheck = { ok: true; url: URL; allowListed: boolean } | { ok: false; reason: string };

/** Longest URL accepted: Discord's and Slack's are about 120 characters. */
export const MAX_WEBHOOK_URL_LENGTH = 500;

/**
 * The crawler's SSRF guard, for webhooks (at add time and before every send): https only, no credentials, no private or
 * loopback IP literal — unless the host is in WEBHOOK_ALLOW_HOSTS (then http and private addresses are let through).
 */
export function checkWebhookAddress(input: string, allowHosts: readonly string[]): WebhookAddressCheck {
  if (input.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, reason: `주소가 너무 깁니다 (${MAX_WEBHOOK_URL_LENGTH}자 이하).` };
  const checked = checkUrl(input, createAllowList(allowHosts));
  if (!checked.ok) {
    if (!URL.canParse(input)) return { ok: false, reason: "올바른 주소가 아닙니다. https://로 시작하는 웹훅 주소를 붙여 넣어 주세요." };
    const url = new URL(input);
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "https:// 주소만 등록할 수 있습니다." };
    if (url.username || url.password) return { ok: false, reason: "아이디·비밀번호가 들어 있는 주소는 등록할 수 없습니다." };
    return { ok: false, reason: `내부망·루프백 주소로는 보낼 수 없습니다 (${checked.reason}).` };
  }
  if (!checked.allowListed && checked.url.protocol !== "https:") return { ok: false, reason: "https:// 주소만 등록할 수 있습니다." };
  return checked;
}

/**
 * At add time, whether the host name resolves, and only to public addresses (allow-listed hosts aside); sends check
 * again at connect time (a name pointed at the private network later is refused then). Answers a Korean reason or null.
 */
export async function webhookHostRefusal(
  checked: { url: URL; allowListed: boolean },
  lookup: LookupFunction = dns.lookup as LookupFunction,
): Promise<string | null> {
  if (checked.allowListed) return null;
  const host = checked.url.hostname.replace(/^\[|\]$/g, "");
  const guarded = createGuardedLookup(lookup);
  return new Promise((resolve) =>
    guarded(host, { all: true }, (error) => {
      if (!error) return resolve(null);
      if ((error as { code?: string }).code === "ERR_UNSAFE_ADDRESS")
        return resolve("내부망·루프백 주소로 연결되는 주소로는 보낼 수 없습니다.");
      resolve("주소의 호스트를 찾을 수 없습니다. 주소를 다시 확인해 주세요.");
    }),
  );
}
