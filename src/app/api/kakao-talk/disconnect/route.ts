import { NextResponse } from "next/server";
import { disconnectTalk, profileUrlFor } from "@/domains/kakao-talk/talk-consent";
import { getConfig } from "@/platform/config";
import { apiRoute } from "@/platform/http/api-route";

/** /profile's "끊기" (a form post): KakaoTalk alerts stop at once and the tokens are forgotten. */
export const POST = apiRoute({ access: "user" }, async ({ user }) => {
  await disconnectTalk({ userId: user.id });
  return NextResponse.redirect(profileUrlFor({ outcome: "disconnected", baseUrl: getConfig().BASE_URL }), 303);
});
