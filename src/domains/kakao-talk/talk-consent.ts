import "server-only";
import { findProviderAccountId } from "@/domains/accounts/queries";
import { badRequest } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { consentStateMatches, createConsentState } from "./consent-state";
import {
  consentRedirectUrl,
  exchangeConsentCode,
  fetchKakaoAccountId,
  kakaoConfigured,
  revokeTalkMessageScope,
  TALK_MESSAGE_SCOPE,
} from "./kakao-api";
import { deleteTalkLink, findOpenTalkLink, saveTalkLink } from "./talk-links";

/** What the consent callback sends the member back to /profile with (`?kakao_talk=`); the card says it in Korean. */
export const CONSENT_OUTCOMES = [
  "connected",
  "disconnected",
  "denied",
  "state_mismatch",
  "wrong_account",
  "no_scope",
  "no_kakao",
  "failed",
] as const;
export type ConsentOutcome = (typeof CONSENT_OUTCOMES)[number];

/** Where "카카오톡으로 알림 받기" sends the member, and the state cookie to give their browser on the way. */
export async function startTalkConsent({ userId }: { userId: string }): Promise<{ redirectUrl: string; stateCookie: string }> {
  if (!kakaoConfigured()) throw badRequest("지금은 카카오톡 알림을 쓸 수 없습니다.", "kakao_off");
  if (!(await findProviderAccountId({ userId, provider: "kakao" })))
    throw badRequest("카카오 계정을 먼저 연결해 주세요.", "kakao_not_linked");
  const { state, cookie } = createConsentState({ userId });
  return { redirectUrl: consentRedirectUrl({ state }), stateCookie: cookie };
}

/**
 * Kakao's answer to the consent request: the state must be this member's cookie's; the code's tokens must belong to
 * the Kakao account the member signs in with and carry talk_message. Only then are the tokens kept, sealed.
 */
export async function completeTalkConsent({
  userId,
  query,
  stateCookie,
}: {
  userId: string;
  query: { code?: string; state?: string; error?: string };
  stateCookie: string | undefined;
}): Promise<ConsentOutcome> {
  if (!consentStateMatches({ cookie: stateCookie, state: query.state, userId })) return "state_mismatch";
  if (query.error || !query.code) return "denied";
  const linked = await findProviderAccountId({ userId, provider: "kakao" });
  if (!linked) return "no_kakao";
  try {
    const tokens = await exchangeConsentCode({ code: query.code });
    if (!tokens?.refreshToken) return "failed";
    const kakaoAccountId = await fetchKakaoAccountId({ accessToken: tokens.accessToken });
    if (kakaoAccountId !== linked) {
      logger.warn({ userId }, "kakao talk consent given with another kakao account, refused");
      return "wrong_account";
    }
    if (!tokens.scopes.includes(TALK_MESSAGE_SCOPE)) return "no_scope";
    await saveTalkLink({ userId, kakaoAccountId, tokens: { ...tokens, refreshToken: tokens.refreshToken } });
    return "connected";
  } catch (err) {
    logger.warn({ err, userId }, "kakao talk consent could not be completed");
    return "failed";
  }
}

/** 끊기: withdraws talk_message at Kakao when it answers, and forgets the tokens here whatever it answers. */
export async function disconnectTalk({ userId }: { userId: string }): Promise<void> {
  const link = await findOpenTalkLink({ userId }).catch(() => null);
  if (link) await revokeTalkMessageScope({ accessToken: link.accessToken });
  await deleteTalkLink({ userId });
}

/** /profile's card, with the outcome to show. */
export const profileUrlFor = ({ outcome, baseUrl }: { outcome: ConsentOutcome; baseUrl: string }) =>
  new URL(`/profile?kakao_talk=${outcome}#kakao-talk`, baseUrl).toString();
