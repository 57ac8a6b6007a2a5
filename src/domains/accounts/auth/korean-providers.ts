import "server-only";
import KakaoProvider from "next-auth/providers/kakao";
import NaverProvider from "next-auth/providers/naver";
import type { Provider } from "next-auth/providers/index";
import { getConfig, type Config } from "@/platform/config";
import { KOREAN_PROVIDER_IDS, type KoreanProviderId } from "../korean-provider-names";

/** Which Korean providers have both a client id and a secret; only they get a button and an endpoint. */
export function configuredKoreanProviders(config: Config = getConfig()): KoreanProviderId[] {
  const configured = {
    kakao: Boolean(config.KAKAO_CLIENT_ID && config.KAKAO_CLIENT_SECRET),
    naver: Boolean(config.NAVER_CLIENT_ID && config.NAVER_CLIENT_SECRET),
  };
  return KOREAN_PROVIDER_IDS.filter((id) => configured[id]);
}

const at = (base: string, path: string) => new URL(path, base).toString();

/**
 * next-auth's own Kakao and Naver providers (their state check, token exchange and profile), with the
 * endpoints' hosts taken from the configuration so tests can point them at a local stand-in.
 */
export function koreanAuthProviders(config: Config = getConfig()): Provider[] {
  const providers: Provider[] = [];
  for (const id of configuredKoreanProviders(config)) {
    if (id === "kakao")
      providers.push(
        KakaoProvider({
          clientId: config.KAKAO_CLIENT_ID!,
          clientSecret: config.KAKAO_CLIENT_SECRET!,
          authorization: { url: at(config.KAKAO_AUTH_URL, "/oauth/authorize"), params: { scope: "profile_nickname account_email" } },
          token: at(config.KAKAO_AUTH_URL, "/oauth/token"),
          userinfo: at(config.KAKAO_API_URL, "/v2/user/me"),
        }),
      );
    else
      providers.push(
        NaverProvider({
          clientId: config.NAVER_CLIENT_ID!,
          clientSecret: config.NAVER_CLIENT_SECRET!,
          authorization: { url: at(config.NAVER_AUTH_URL, "/oauth2.0/authorize"), params: {} },
          token: at(config.NAVER_AUTH_URL, "/oauth2.0/token"),
          userinfo: at(config.NAVER_API_URL, "/v1/nid/me"),
        }),
      );
  }
  return providers;
}
