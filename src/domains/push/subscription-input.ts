import { z } from "zod";
import { checkUrl } from "@/platform/http/url-safety";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** base64url text that decodes to exactly `bytes` bytes (browsers send keys unpadded). */
function base64UrlKey(bytes: number, name: string) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} 키는 base64url 이어야 합니다`)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `${name} 키는 ${bytes}바이트여야 합니다`);
}

/**
 * Push services are public https hosts; outside production a loopback stand-in may also speak http.
 * (The sender checks resolved addresses again when it connects.) zod runs this after a failed `.url()`
 * too, so it must answer (not throw) for any string.
 */
function isAllowedEndpoint(value: string, production: boolean): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (!production) return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return url.protocol === "https:" && checkUrl(url, () => false).ok;
}

/** The body of POST /api/notifications/push/subscribe: the browser's PushSubscription JSON plus its user agent. */
export function subscribeBodySchema({ production }: { production: boolean }) {
  return z.object({
    subscription: z.object({
      endpoint: z
        .url()
        .max(2048)
        .refine((value) => isAllowedEndpoint(value, production), "푸시 서비스 주소는 https 여야 합니다"),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: base64UrlKey(65, "p256dh"), auth: base64UrlKey(16, "auth") }),
    }),
    userAgent: z.string().max(512).optional(),
  });
}

/** The body of DELETE /api/notifications/push/subscribe. */
export const unsubscribeBodySchema = z.object({ endpoint: z.url().max(2048) });

export type SubscribeBody = z.infer<ReturnType<typeof subscribeBodySchema>>;
