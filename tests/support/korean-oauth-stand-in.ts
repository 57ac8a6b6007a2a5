import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";

/** A Kakao user as `GET /v2/user/me` describes one (the fields the site reads, and a few it does not). */
export type KakaoTestUser = { id: number; nickname?: string; email?: string; emailValid?: boolean; emailVerified?: boolean };
/** A Naver user as `GET /v1/nid/me` describes one. */
export type NaverTestUser = { id: string; nickname?: string; name?: string; email?: string };

type Provider = "kakao" | "naver";
type Grant = {
  provider: Provider;
  user: KakaoTestUser | NaverTestUser;
  redirectUri: string;
  clientId: string;
  expiresAt: number;
  /** The scopes the user agreed to at this authorize (Kakao: `talk_message` for 나에게 보내기). */
  scopes: string[];
};
/** A message a site sent to a Kakao user's own KakaoTalk (나에게 보내기), its template parsed. */
export type KakaoMemo = { kakaoId: number; template: Record<string, unknown> & { text?: string; link?: Record<string, string> } };
/** How the memo endpoint answers the next sends, whatever the token: Kakao's -401, -402, a 500 or a 429. */
export type KakaoMemoFault = "expired" | "withdrawn" | "server_error" | "rate_limited";

const SIGN_IN_SCOPES = ["profile_nickname", "account_email"];
const TALK_MESSAGE = "talk_message";

const json = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { "content-type": "application/json;charset=UTF-8", "cache-control": "no-store" }).end(JSON.stringify(body));

async function formOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  // Naver also takes its parameters in the query string.
  for (const [key, value] of url.searchParams) if (!form.has(key)) form.set(key, value);
  return form;
}

/** client_secret_post (Kakao's) or client_secret_basic (next-auth's default for Naver); Naver accepts both. */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent);
    return { id: id ?? null, secret: secret ?? null };
  }
  return { id: form.get("client_id"), secret: form.get("client_secret") };
}

function kakaoUserInfo(user: KakaoTestUser) {
  return {
    id: user.id,
    connected_at: "2026-01-02T03:04:05Z",
    properties: { nickname: user.nickname },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: user.nickname, is_default_nickname: false },
      ...(user.email === undefined
        ? { email_needs_agreement: true }
        : {
            email_needs_agreement: false,
            is_email_valid: user.emailValid ?? true,
            is_email_verified: user.emailVerified ?? true,
            email: user.email,
          }),
    },
  };
}

function naverUserInfo(user: NaverTestUser) {
  return {
    resultcode: "00",
    message: "success",
    response: {
      id: user.id,
      nickname: user.nickname,
      name: user.name,
      email: user.email,
      profile_image: "https://ssl.pstatic.net/static/pwe/address/img_profile.png",
    },
  };
}

/**
 * A local Kakao and Naver: the real endpoints' paths, parameters and JSON shapes (Kakao:
 * `/oauth/authorize`, `/oauth/token`, `/v2/user/me`; Naver: `/oauth2.0/authorize`, `/oauth2.0/token`,
 * `/v1/nid/me`), one-time codes bound to client and redirect URI, bearer tokens. The authorize step
 * signs in whoever the test queued with `nextUser` (none: the user cancels, `error=access_denied`).
 */
export async function startKoreanOAuthStandIn({
  kakao,
  naver,
}: {
  kakao: { clientId: string; clientSecret: string };
  naver: { clientId: string; clientSecret: string };
}) {
  const clients = { kakao, naver };
  const queued: { kakao: KakaoTestUser[]; naver: NaverTestUser[] } = { kakao: [], naver: [] };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant & { tokenExpiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  // Kakao users who agreed to talk_message (until they withdraw it at Kakao or a site revokes the scope).
  const talkConsents = new Set<number>();
  const memos: KakaoMemo[] = [];
  const memoFaults: KakaoMemoFault[] = [];
  let accessTokenLifetimeSeconds = 21599;
  let rotateRefreshTokens = false;
  let declineTalkMessage = false;
  let failingRefreshes = 0;
  const seen: Array<{
    provider: Provider;
    endpoint: "authorize" | "token" | "userinfo" | "memo" | "revoke";
    params: Record<string, string>;
  }> = [];
  let registeredOrigin = "";
  let stateOverride: string | undefined;

  function authorize(provider: Provider, url: URL, res: ServerResponse) {
    const params = Object.fromEntries(url.searchParams);
    seen.push({ provider, endpoint: "authorize", params });
    const redirectUri = params.redirect_uri ?? "";
    if (params.client_id !== clients[provider].clientId) return json(res, 401, { error: "invalid_client", error_code: "KOE101" });
    if (params.response_type !== "code") return json(res, 400, { error: "unsupported_response_type" });
    // The redirect URIs registered with the app: this site's sign-in callback for the provider, and for Kakao the
    // KakaoTalk alerts' consent callback.
    const registered = [
      `${registeredOrigin}/api/auth/callback/${provider}`,
      ...(provider === "kakao" ? [`${registeredOrigin}/api/kakao-talk/callback`] : []),
    ];
    if (!registered.includes(redirectUri))
      return json(res, 400, { error: "invalid_request", error_description: "redirect_uri mismatch", error_code: "KOE006" });
    const back = new URL(redirectUri);
    const state = stateOverride ?? params.state;
    stateOverride = undefined;
    if (state !== undefined) back.searchParams.set("state", state);
    const user = queued[provider].shift();
    if (!user) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "User denied access");
    } else {
      const code = randomBytes(24).toString("base64url");
      const asked = (params.scope ?? "").split(/[\s,]+/).filter(Boolean);
      const talk = asked.includes(TALK_MESSAGE) && !declineTalkMessage;
      declineTalkMessage = false;
      const scopes = [...SIGN_IN_SCOPES, ...(talk ? [TALK_MESSAGE] : [])];
      codes.set(code, { provider, user, redirectUri, clientId: params.client_id, expiresAt: Date.now() + 10 * 60_000, scopes });
      back.searchParams.set("code", code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function token(provider: Provider, req: IncomingMessage, url: URL, res: ServerResponse) {
    const form = await formOf(req, url);
    const credentials = clientCredentials(req, form);
    seen.push({ provider, endpoint: "token", params: Object.fromEntries(form) });
    // Naver answers its errors with 200 and an error body; Kakao with 400/401.
    const fail = (status: number, error: string, description: string) =>
      provider === "naver"
        ? json(res, 200, { error, error_description: description })
        : json(res, status, { error, error_description: description });
    const grantType = form.get("grant_type");
    if (grantType !== "authorization_code" && !(provider === "kakao" && grantType === "refresh_token"))
      return fail(400, "unsupported_grant_type", "grant_type not supported");
    if (credentials.id !== clients[provider].clientId || credentials.secret !== clients[provider].clientSecret)
      return fail(401, "invalid_client", "Bad client credentials");
    if (grantType === "refresh_token") return refresh(form, res);
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.provider !== provider || grant.expiresAt < Date.now() || grant.clientId !== credentials.id)
      return fail(400, "invalid_grant", `authorization code not found for code=${code}`);
    if (provider === "kakao" && form.get("redirect_uri") !== grant.redirectUri) return fail(400, "invalid_grant", "redirect_uri mismatch");
    if (provider === "kakao") {
      if (grant.scopes.includes(TALK_MESSAGE)) talkConsents.add((grant.user as KakaoTestUser).id);
      const refreshToken = randomBytes(24).toString("base64url");
      refreshTokens.set(refreshToken, grant);
      return json(res, 200, {
        token_type: "bearer",
        access_token: newAccessToken(grant),
        expires_in: accessTokenLifetimeSeconds,
        refresh_token: refreshToken,
        refresh_token_expires_in: 5183999,
        scope: grant.scopes.join(" "),
      });
    }
    const accessToken = newAccessToken(grant);
    return json(res, 200, {
      access_token: accessToken,
      refresh_token: randomBytes(24).toString("base64url"),
      token_type: "bearer",
      expires_in: "3600",
    });
  }

  function newAccessToken(grant: Grant): string {
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, { ...grant, tokenExpiresAt: Date.now() + accessTokenLifetimeSeconds * 1000 });
    return accessToken;
  }

  /** Kakao's refresh: a new access token; a new refresh token only when rotating (Kakao: within a month of its end). */
  function refresh(form: URLSearchParams, res: ServerResponse) {
    if (failingRefreshes > 0) {
      failingRefreshes--;
      return json(res, 503, { error: "temporarily_unavailable", error_code: "KOE999" });
    }
    const old = form.get("refresh_token") ?? "";
    const grant = refreshTokens.get(old);
    if (!grant) return json(res, 400, { error: "invalid_grant", error_description: "invalid refresh token", error_code: "KOE322" });
    const rotated = rotateRefreshTokens ? randomBytes(24).toString("base64url") : null;
    if (rotated) {
      refreshTokens.delete(old);
      refreshTokens.set(rotated, grant);
    }
    return json(res, 200, {
      token_type: "bearer",
      access_token: newAccessToken(grant),
      expires_in: accessTokenLifetimeSeconds,
      ...(rotated ? { refresh_token: rotated, refresh_token_expires_in: 5183999 } : {}),
    });
  }

  /** The live grant of a request's bearer token, if any (unknown and expired tokens have none). */
  function bearerGrant(req: IncomingMessage) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const grant = tokens.get(bearer);
    return grant && grant.tokenExpiresAt > Date.now() ? grant : undefined;
  }

  const KAKAO_INVALID_TOKEN = { msg: "this access token does not exist", code: -401 };

  /** 나에게 보내기: POST /v2/api/talk/memo/default/send, form `template_object`, the talk_message consent required. */
  async function sendMemo(req: IncomingMessage, url: URL, res: ServerResponse) {
    const form = await formOf(req, url);
    seen.push({ provider: "kakao", endpoint: "memo", params: Object.fromEntries(form) });
    const fault = memoFaults.shift();
    if (fault === "server_error") return json(res, 500, { msg: "internal server error", code: -1 });
    if (fault === "rate_limited") return json(res, 429, { msg: "API limit has been exceeded.", code: -10 });
    const grant = bearerGrant(req);
    if (fault === "expired" || !grant || grant.provider !== "kakao") return json(res, 401, KAKAO_INVALID_TOKEN);
    const kakaoId = (grant.user as KakaoTestUser).id;
    if (fault === "withdrawn" || !talkConsents.has(kakaoId))
      return json(res, 403, {
        msg: "insufficient scopes.",
        code: -402,
        api_type: "TALK_MEMO_DEFAULT_SEND",
        required_scopes: [TALK_MESSAGE],
      });
    let template: KakaoMemo["template"];
    try {
      template = JSON.parse(form.get("template_object") ?? "");
    } catch {
      return json(res, 400, { msg: "template_object is not valid JSON", code: -2 });
    }
    if (template.object_type !== "text" || typeof template.text !== "string" || !template.link)
      return json(res, 400, { msg: "invalid template_object", code: -2 });
    memos.push({ kakaoId, template });
    return json(res, 200, { result_code: 0 });
  }

  /** POST /v2/user/revoke/scopes: the site withdraws scopes the user agreed to (`scopes` a JSON array). */
  async function revokeScopes(req: IncomingMessage, url: URL, res: ServerResponse) {
    const form = await formOf(req, url);
    seen.push({ provider: "kakao", endpoint: "revoke", params: Object.fromEntries(form) });
    const grant = bearerGrant(req);
    if (!grant) return json(res, 401, KAKAO_INVALID_TOKEN);
    const scopes = JSON.parse(form.get("scopes") ?? "[]") as string[];
    if (scopes.includes(TALK_MESSAGE)) talkConsents.delete((grant.user as KakaoTestUser).id);
    return json(res, 200, { id: (grant.user as KakaoTestUser).id });
  }

  function userInfo(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const grant = bearerGrant(req);
    seen.push({ provider, endpoint: "userinfo", params: {} });
    if (!grant || grant.provider !== provider)
      return provider === "kakao"
        ? json(res, 401, KAKAO_INVALID_TOKEN)
        : json(res, 401, { resultcode: "024", message: "Authentication failed (인증 실패하였습니다.)" });
    return json(res, 200, provider === "kakao" ? kakaoUserInfo(grant.user as KakaoTestUser) : naverUserInfo(grant.user as NaverTestUser));
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const route = `${req.method} ${url.pathname}`;
    const fail = (err: unknown) => json(res, 500, { error: "server_error", error_description: String(err) });
    switch (route) {
      case "GET /oauth/authorize":
        return authorize("kakao", url, res);
      case "POST /oauth/token":
        return void token("kakao", req, url, res).catch(fail);
      case "GET /v2/user/me":
      case "POST /v2/user/me":
        return userInfo("kakao", req, res);
      case "POST /v2/api/talk/memo/default/send":
        return void sendMemo(req, url, res).catch(fail);
      case "POST /v2/user/revoke/scopes":
        return void revokeScopes(req, url, res).catch(fail);
      case "GET /oauth2.0/authorize":
        return authorize("naver", url, res);
      case "GET /oauth2.0/token":
      case "POST /oauth2.0/token":
        return void token("naver", req, url, res).catch(fail);
      case "GET /v1/nid/me":
        return userInfo("naver", req, res);
      default:
        return json(res, 404, { error: "not_found" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    /** The env a site needs to use this stand-in as both providers. */
    env: {
      KAKAO_CLIENT_ID: kakao.clientId,
      KAKAO_CLIENT_SECRET: kakao.clientSecret,
      KAKAO_AUTH_URL: url,
      KAKAO_API_URL: url,
      NAVER_CLIENT_ID: naver.clientId,
      NAVER_CLIENT_SECRET: naver.clientSecret,
      NAVER_AUTH_URL: url,
      NAVER_API_URL: url,
    },
    url,
    /** The site's origin; the redirect URIs `<origin>/api/auth/callback/kakao|naver` are the registered ones. */
    registerSite: (origin: string) => {
      registeredOrigin = origin;
    },
    /** Who signs in at the provider's next authorize request. */
    nextUser: {
      kakao: (user: KakaoTestUser) => void queued.kakao.push(user),
      naver: (user: NaverTestUser) => void queued.naver.push(user),
    },
    /** The next authorize redirect carries this state instead of the one it was given (a tampered callback). */
    tamperNextState: (state: string) => {
      stateOverride = state;
    },
    requests: () => seen,
    /** Kakao's side of KakaoTalk alerts (나에게 보내기). */
    kakaoTalk: {
      /** The messages sent so far, oldest first. */
      memos: () => memos,
      /** The next `times` sends answer `fault` (-401, -402, 500 or 429), whatever their token. */
      failNextMemos: (fault: KakaoMemoFault, times = 1) => void memoFaults.push(...Array<KakaoMemoFault>(times).fill(fault)),
      /** Every access token issued so far stops working (-401), as at the end of its life; refresh tokens still work. */
      expireAccessTokens: () => tokens.forEach((grant) => (grant.tokenExpiresAt = 0)),
      /** The user withdraws talk_message at Kakao (카카오계정 > 연결된 서비스): sends answer -402. */
      withdrawConsent: (kakaoId: number) => void talkConsents.delete(kakaoId),
      /** Whether the user's talk_message consent stands at Kakao. */
      consented: (kakaoId: number) => talkConsents.has(kakaoId),
      /** The next `times` refreshes answer 503 (Kakao's token endpoint down for a moment). */
      failNextRefreshes: (times = 1) => void (failingRefreshes += times),
      /** Every refresh token stops working (expired, or the user unlinked the app): refreshes answer invalid_grant. */
      revokeRefreshTokens: () => refreshTokens.clear(),
      /** Refreshes hand out a new refresh token and retire the old one. */
      rotateRefreshTokens: (on = true) => void (rotateRefreshTokens = on),
      /** Lifetime of the access tokens issued from now on. */
      setAccessTokenLifetime: (seconds: number) => void (accessTokenLifetimeSeconds = seconds),
      /** At the next authorize the user agrees without ticking talk_message (the token's scope lacks it). */
      declineNextTalkMessage: () => void (declineTalkMessage = true),
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
