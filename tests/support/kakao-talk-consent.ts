import { NextRequest } from "next/server";
import { providerAccounts, users } from "@/domains/accounts/schema";
import { getDb } from "@/platform/db/client";
import { GET as callbackRoute } from "@/app/api/kakao-talk/callback/route";
import { POST as connectRoute } from "@/app/api/kakao-talk/connect/route";
import { sessionCookieFor } from "./account-factories";
import type { startKoreanOAuthStandIn } from "./korean-oauth-stand-in";

type StandIn = Awaited<ReturnType<typeof startKoreanOAuthStandIn>>;
type Member = typeof users.$inferSelect;
export const SITE = "http://localhost:3000";

/** The member signs in with this Kakao account (a provider_account row, as a Kakao sign-up or link leaves). */
export async function linkKakaoAccount({ member, kakaoId }: { member: Member; kakaoId: number }) {
  await getDb()
    .insert(providerAccounts)
    .values({ userId: member.id, provider: "kakao", providerAccountId: String(kakaoId) });
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * The member presses "카카오톡으로 알림 받기": the connect route, Kakao's consent screen (the stand-in, where `asKakaoUser`
 * agrees), and the callback route with the browser's cookies. `tamper` changes what comes back; answers the outcome.
 */
export async function consentToKakaoTalk({
  standIn,
  member,
  asKakaoUser,
  tamper = {},
}: {
  standIn: StandIn;
  member: Member;
  asKakaoUser?: { id: number; nickname?: string };
  tamper?: { state?: string; dropStateCookie?: boolean };
}) {
  const session = await sessionCookieFor(member);
  const sessionPair = `${session.name}=${session.value}`;
  const started = await connectRoute(
    new NextRequest(`${SITE}/api/kakao-talk/connect`, { method: "POST", headers: { cookie: sessionPair, origin: SITE } }),
  );
  if (started.status !== 200) return { started, outcome: null, stateCookie: undefined };
  const { redirectUrl } = (await started.clone().json()) as { redirectUrl: string };
  const stateCookie = cookieValue(started, "ap_kakao_talk_state");
  if (asKakaoUser) standIn.nextUser.kakao(asKakaoUser);
  if (tamper.state) standIn.tamperNextState(tamper.state);
  const atKakao = await fetch(redirectUrl, { redirect: "manual" });
  const back = atKakao.headers.get("location")!;
  const cookie = tamper.dropStateCookie ? sessionPair : `${sessionPair}; ap_kakao_talk_state=${stateCookie}`;
  const finished = await callbackRoute(new NextRequest(back, { headers: { cookie } }));
  const outcome = new URL(finished.headers.get("location") ?? `${SITE}/`).searchParams.get("kakao_talk");
  return { started, authorizeUrl: redirectUrl, stateCookie, callbackUrl: back, finished, outcome };
}
