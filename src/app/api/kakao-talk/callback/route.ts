import { NextResponse } from "next/server";
import { z } from "zod";
import { consentStateCookieOptions, CONSENT_STATE_COOKIE } from "@/domains/kakao-talk/consent-state";
import { completeTalkConsent, profileUrlFor } from "@/domains/kakao-talk/talk-consent";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { getConfig } from "@/platform/config";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/** Kakao sends the member back here from its consent screen; the state cookie is used up, whatever the outcome. */
export const GET = apiRoute({ access: "public", query }, async ({ req, user, query }) => {
  const stateCookie = req.cookies.get(CONSENT_STATE_COOKIE)?.value;
  const outcome = user ? await completeTalkConsent({ userId: user.id, query, stateCookie }) : "state_mismatch";
  const response = NextResponse.redirect(profileUrlFor({ outcome, baseUrl: getConfig().BASE_URL }), 303);
  response.cookies.set(CONSENT_STATE_COOKIE, "", consentStateCookieOptions({ secure: usesSecureCookies(), clear: true }));
  return response;
});
