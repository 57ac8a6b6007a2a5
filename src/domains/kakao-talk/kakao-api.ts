import "server-only";
import { getConfig } from "@/platform/config";
import { parseRetryAfter } from "@/platform/queue/retry-after";

/** The scope of 나에게 보내기: the member's consent to messages in their own KakaoTalk. */
export const TALK_MESSAGE_SCOPE = "talk_message";
const TIMEOUT_MS = 10_000;

export type KakaoTokens = { accessToken: string; refreshToken: string | null; expiresInSeconds: number; scopes: string[] };

const callbackUrl = () => new URL("/api/kakao-talk/callback", getConfig().BASE_URL).toString();
const authUrl = (path: string) => new URL(path, getConfig().KAKAO_AUTH_URL).toString();
const apiUrl = (path: string) => new URL(path, getConfig().KAKAO_API_URL).toString();

/** Whether the site has a Kakao app (client id and secret) to ask consent with. */
export function kakaoConfigured(): boolean {
  const { KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET } = getConfig();
  return Boolean(KAKAO_CLIENT_ID && KAKAO_CLIENT_SECRET);
}

/** Kakao's consent screen for talk_message alone (incremental consent: the member's earlier scopes stay). */
export function consentRedirectUrl({ state }: { state: string }): string {
  const url = new URL(authUrl("/oauth/authorize"));
  url.search = new URLSearchParams({
    client_id: getConfig().KAKAO_CLIENT_ID!,
    redirect_uri: callbackUrl(),
    response_type: "code",
    scope: TALK_MESSAGE_SCOPE,
    state,
  }).toString();
  return url.toString();
}

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string; error?: string };

async function postToken(params: Record<string, string>): Promise<{ status: number; body: TokenAnswer }> {
  const { KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET } = getConfig();
  const res = await fetch(authUrl("/oauth/token"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams({ ...params, client_id: KAKAO_CLIENT_ID!, client_secret: KAKAO_CLIENT_SECRET! }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as TokenAnswer };
}

const tokensOf = (body: TokenAnswer): KakaoTokens => ({
  accessToken: body.access_token!,
  refreshToken: body.refresh_token ?? null,
  expiresInSeconds: Number(body.expires_in ?? 0),
  scopes: (body.scope ?? "").split(/[\s,]+/).filter(Boolean),
});

/** The callback's code for tokens; null when Kakao refuses it. */
export async function exchangeConsentCode({ code }: { code: string }): Promise<KakaoTokens | null> {
  const { status, body } = await postToken({ grant_type: "authorization_code", code, redirect_uri: callbackUrl() });
  return status === 200 && body.access_token ? tokensOf(body) : null;
}

export type RefreshOutcome = { kind: "refreshed"; tokens: KakaoTokens } | { kind: "refused" } | { kind: "retry"; reason: string };

/** New tokens for a refresh token (Kakao sends a new refresh token too when the old one nears its end). */
export async function refreshKakaoTokens({ refreshToken }: { refreshToken: string }): Promise<RefreshOutcome> {
  try {
    const { status, body } = await postToken({ grant_type: "refresh_token", refresh_token: refreshToken });
    if (status === 200 && body.access_token) return { kind: "refreshed", tokens: tokensOf(body) };
    // invalid_grant: the refresh token expired or the member unlinked the app at Kakao. Anything else (invalid_client:
    // the site's own key or secret) says nothing about the member's consent.
    if (body.error === "invalid_grant") return { kind: "refused" };
    return { kind: "retry", reason: `token endpoint ${status} ${body.error ?? ""}`.trim() };
  } catch (err) {
    return { kind: "retry", reason: `token endpoint unreachable: ${(err as Error).message}` };
  }
}

/** The Kakao account the access token belongs to, as provider_account keeps it (a decimal string). */
export async function fetchKakaoAccountId({ accessToken }: { accessToken: string }): Promise<string | null> {
  const res = await fetch(apiUrl("/v2/user/me"), {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => ({}))) as { id?: number | string };
  return body.id === undefined ? null : String(body.id);
}

/** Kakao's text template of 나에게 보내기: a message, a link to the page and one button. */
export type TalkTextTemplate = {
  object_type: "text";
  text: string;
  link: { web_url: string; mobile_web_url: string };
  button_title: string;
};

export type MemoOutcome =
  | { kind: "sent" }
  | { kind: "expired" }
  | { kind: "withdrawn" }
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "failed"; reason: string };

// Kakao's error codes: -401 token expired or invalid, -402 the talk_message consent is missing (withdrawn), -10 and
// -9798 (quota, maintenance) pass.
export async function sendTalkMemo({ accessToken, template }: { accessToken: string; template: TalkTextTemplate }): Promise<MemoOutcome> {
  let res: Response;
  try {
    res = await fetch(apiUrl("/v2/api/talk/memo/default/send"), {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
      body: new URLSearchParams({ template_object: JSON.stringify(template) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: "retry", reason: `unreachable: ${(err as Error).message}` };
  }
  const body = (await res.json().catch(() => ({}))) as { code?: number; result_code?: number; msg?: string };
  if (res.ok && (body.result_code ?? 0) === 0) return { kind: "sent" };
  if (body.code === -401) return { kind: "expired" };
  if (body.code === -402) return { kind: "withdrawn" };
  const reason = `${res.status} ${body.code ?? ""} ${body.msg ?? ""}`.trim();
  if (res.status === 429 || res.status >= 500 || body.code === -10 || body.code === -9798)
    return { kind: "retry", reason, retryAfterMs: parseRetryAfter({ header: res.headers.get("retry-after") ?? undefined }) };
  return { kind: "failed", reason };
}

/** Withdraws talk_message at Kakao when the member disconnects here; best effort (forgetting the tokens is what counts). */
export async function revokeTalkMessageScope({ accessToken }: { accessToken: string }): Promise<boolean> {
  try {
    const res = await fetch(apiUrl("/v2/user/revoke/scopes"), {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
      body: new URLSearchParams({ scopes: JSON.stringify([TALK_MESSAGE_SCOPE]) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}
