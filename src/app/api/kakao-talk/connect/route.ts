import { NextResponse } from "next/server";
import { consentStateCookieOptions, CONSENT_STATE_COOKIE } from "@/domains/kakao-talk/consent-state";
import { startTalkConsent } from "@/domains/kakao-talk/talk-consent";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { apiRoute } from "@/platform/http/api-route";

/** /profile's "카카오톡으로 알림 받기": sets the signed state cookie and answers Kakao's consent page (talk_message) to go to. */
export const POST = apiRoute({ access: "user" }, async ({ user }) => {
  const { redirectUrl, stateCookie } = await startTalkConsent({ userId: user.id });
  const response = NextResponse.json({ redirectUrl });
  response.cookies.set(CONSENT_STATE_COOKIE, stateCookie, consentStateCookieOptions({ secure: usesSecureCookies() }));
  return response;
});
