import { lazyToast } from "@/ui/lazy-toast";
import { signInPathFor } from "@/platform/auth/sign-in-path";

/**
 * Sends a JSON call to a community API route from the browser: the parsed answer, or null after
 * showing the server's Korean message (sign-in needed: to the sign-in page and back).
 */
export async function sendCommunityRequest<T = { ok: true }>(url: string, method: string, body?: unknown): Promise<T | null> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  const json = (await response?.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (response?.ok) return json as T;
  if (response?.status === 401) {
    window.location.assign(signInPathFor(window.location.pathname + window.location.search));
    return null;
  }
  lazyToast.error(json?.error?.message ?? "잠시 후 다시 시도해 주세요.");
  return null;
}
