import { getConfig } from "@/platform/config";

/** Cookies are Secure (and session cookies __Secure- prefixed) exactly when the site is served over https. */
export function usesSecureCookies(): boolean {
  return getConfig().BASE_URL.startsWith("https://");
}
