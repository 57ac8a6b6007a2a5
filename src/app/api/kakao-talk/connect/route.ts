import { NextResponse } from "next/server";
import { consentStateCookieOptions, CONSENT_STATE_COOKIE } from "@/domains/kakao-talk/consent-state";
import { startTalkConsent } from "@/domains/kakao-talk/talk-consent";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { apiRoute } from "@/platform/http/api-route";

/** /profile's "카카오톡으로 알림 받기" (a form post): to Kakao's consent screen for talk_message, with a signed state cookie. */
export const POST = apiRoute({ access: "user" }, async ({ user }) => {
  const { redirectUrl, stateCookie } = await startTalkConsent({ userId: user.id });
  const response = NextResponse.redirect(redirectUrl, 303);
  response.cookies.set(CONSENT_STATE_COOKIE, stateCookie, consentStateCookieOptions({ secure: usesSecureCookies() }));
  return response;
});
