/** The meta tag through which the root layout gives the browser the server's public push key. */
export const PUSH_KEY_META = "push-public-key";

/** The public push key on this page, or null when the server has none (→ missing-vapid-key). */
export function readPagePushKey(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${PUSH_KEY_META}"]`)?.content || null;
}
