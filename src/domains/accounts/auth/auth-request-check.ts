import "server-only";
import type { NextRequest } from "next/server";
import { AppError, badRequest, notFound } from "@/platform/errors";

const NEXT_AUTH_ACTIONS = new Set(["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error", "_log"]);
const CALLBACK_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.callback-url=([^;]*)/;

/** next-auth's own test for a callback URL: http(s), absolute or site-relative. */
function isHttpUrl(url: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, url.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

async function isJson(req: NextRequest): Promise<boolean> {
  try {
    JSON.parse(await req.clone().text());
    return true;
  } catch {
    return false;
  }
}

/**
 * What next-auth v4 would answer with a 500 ("server configuration" error) although the client
 * is at fault: an unknown action, a callback URL that is not http(s), an unparseable JSON body.
 * Answers the AppError to send instead, or null when next-auth may handle the request.
 */
export async function findAuthRequestFault({ req, action }: { req: NextRequest; action: string | undefined }): Promise<AppError | null> {
  if (!action || !NEXT_AUTH_ACTIONS.has(action)) return notFound("없는 로그인 주소입니다.");
  const base = req.nextUrl.origin;
  const fromQuery = req.nextUrl.searchParams.get("callbackUrl");
  const fromCookie = req.headers.get("cookie")?.match(CALLBACK_COOKIE)?.[1];
  const cookieUrl = fromCookie === undefined ? undefined : safeDecode(fromCookie);
  if ((fromQuery !== null && !isHttpUrl(fromQuery, base)) || (cookieUrl !== undefined && !isHttpUrl(cookieUrl, base)))
    return badRequest("로그인 후 돌아갈 주소가 올바르지 않습니다.", "invalid_callback_url");
  if (req.method === "POST" && req.headers.get("content-type") === "application/json" && !(await isJson(req)))
    return badRequest("요청 본문이 올바른 JSON이 아닙니다.", "invalid_json");
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
