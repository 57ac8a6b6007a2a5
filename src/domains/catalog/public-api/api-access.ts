import "server-only";
import { findLiveApiKey } from "@/domains/accounts/api-keys";
import { adultGateNeedsIdentity, memberPassesAdultGate } from "@/domains/accounts/adult-standing";
import { getConfig } from "@/platform/config";
import { AppError, tooManyRequests } from "@/platform/errors";
import { errorResponse } from "@/platform/http/api-route";
import { clientIpFrom, defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

let limiterSet: { limits: string; get: ReturnType<typeof apiLimitersFor> } | undefined;
const apiLimitersFor = (perAddress: number, perKey: number) =>
  defineRateLimiters({
    perAddress: { name: "api-v1-ip", limit: perAddress, windowMs: MINUTE },
    perKey: { name: "api-v1-key", limit: perKey, windowMs: MINUTE },
  });

/** The limiters at the configured limits (API_RATE_LIMIT_PER_MINUTE, API_KEY_RATE_LIMIT_PER_MINUTE). */
function apiLimiters() {
  const { API_RATE_LIMIT_PER_MINUTE: perAddress, API_KEY_RATE_LIMIT_PER_MINUTE: perKey } = getConfig();
  const limits = `${perAddress}/${perKey}`;
  if (limiterSet?.limits !== limits) limiterSet = { limits, get: apiLimitersFor(perAddress, perKey) };
  return limiterSet.get();
}

/** The key a request presents: `Authorization: Bearer <key>` or `x-api-key: <key>`; null without one. */
export function presentedApiKey(headers: Headers): string | null {
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? headers.get("x-api-key")?.trim() ?? null;
}

export const ADULT_VERIFICATION_REQUIRED = "청소년 이용 불가 정보입니다. 본인인증을 마친 회원의 API 키로 요청해 주세요.";

export type Admission = { headers: Record<string, string>; shared: boolean };

/**
 * Who may read the public API's data, and how often: an unknown or revoked key is refused (401); a key counts against
 * its own, higher limit, anyone else against their address's (429 with Retry-After). Under ADULT_VERIFICATION=identity
 * the data is 청소년유해매체물 shown only after 본인인증: a visitor is refused (403), a key of a verified adult member passes.
 * Answers the refusal as a Response, or the rate-limit headers to answer with.
 */
export async function admitApiRequest(req: Request): Promise<Admission | Response> {
  const presented = presentedApiKey(req.headers);
  const key = presented ? await findLiveApiKey({ key: presented }) : null;
  if (presented && !key) return errorResponse(new AppError("invalid_api_key", 401, "API 키가 올바르지 않거나 폐기되었습니다."));
  const limiters = apiLimiters();
  const result = key ? await limiters.perKey.hit(key.id) : await limiters.perAddress.hit(clientIpFrom(req.headers));
  const { API_RATE_LIMIT_PER_MINUTE, API_KEY_RATE_LIMIT_PER_MINUTE } = getConfig();
  const resetSeconds = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
  const headers = {
    "ratelimit-limit": String(key ? API_KEY_RATE_LIMIT_PER_MINUTE : API_RATE_LIMIT_PER_MINUTE),
    "ratelimit-remaining": String(Math.max(0, result.remaining)),
    "ratelimit-reset": String(resetSeconds),
  };
  if (!result.allowed) {
    const refused = errorResponse(tooManyRequests());
    for (const [name, value] of Object.entries({ ...headers, "retry-after": String(resetSeconds) })) refused.headers.set(name, value);
    return refused;
  }
  if (adultGateNeedsIdentity()) {
    if (!key || !(await memberPassesAdultGate({ userId: key.userId })))
      return errorResponse(new AppError("adult_verification_required", 403, ADULT_VERIFICATION_REQUIRED));
    return { headers, shared: false };
  }
  return { headers, shared: true };
}
