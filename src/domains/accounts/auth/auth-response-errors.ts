import { AUTH_ERROR_MESSAGES } from "./auth-errors";

// next-auth's own codes (its `error` parameter), besides ours.
const NEXT_AUTH_CODES = [
  "Configuration",
  "configuration",
  "Verification",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "OAuthAccountNotLinked",
  "EmailSignin",
  "Default",
];
const KNOWN_CODES = new Set<string>([...Object.keys(AUTH_ERROR_MESSAGES), ...NEXT_AUTH_CODES]);

/** A URL whose `error` parameter is no known code (next-auth puts any thrown error's message there: SQL, a stack) gets SignInFailed. */
function withKnownErrorCode(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const code = params.get("error");
  if (code === null || KNOWN_CODES.has(code)) return url;
  params.set("error", "SignInFailed");
  return `${url.slice(0, queryAt)}?${params}`;
}

/**
 * next-auth's answer with no internal text in it: the Location header and the `{url}` of a JSON answer carry only known
 * error codes (issue 56: a NUL in the e-mail sent `Failed query: select … from "app_user"` to the browser).
 */
export async function withoutInternalErrorText(response: Response): Promise<Response> {
  const location = response.headers.get("location");
  if (location) response.headers.set("location", withKnownErrorCode(location));
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = await response.clone().text();
  const url = /^\{"url":"[^"]*\?[^"]*error=/.test(body) ? (JSON.parse(body) as { url: string }).url : null;
  if (url === null) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ url: withKnownErrorCode(url) }), { status: response.status, headers });
}
