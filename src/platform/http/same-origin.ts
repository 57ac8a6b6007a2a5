import { getConfig } from "@/platform/config";
import { AppError } from "@/platform/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const forbiddenOrigin = () =>
  new AppError("forbidden_origin", 403, "다른 사이트에서 보낸 요청은 처리할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.");

/**
 * CSRF defence for state-changing API calls: browsers always send Origin on them, so a foreign one
 * (or none while a cookie rides along) means another site is acting with the member's cookie.
 * The site's origin is BASE_URL's, or the request's own (a direct hit on the app port).
 */
export function assertSameOrigin({ method, headers, requestOrigin }: { method: string; headers: Headers; requestOrigin: string }): void {
  if (SAFE_METHODS.has(method.toUpperCase())) return;
  const origin = headers.get("origin");
  if (origin === null) {
    if (headers.has("cookie")) throw forbiddenOrigin();
    return;
  }
  if (origin !== new URL(getConfig().BASE_URL).origin && origin !== requestOrigin) throw forbiddenOrigin();
}
