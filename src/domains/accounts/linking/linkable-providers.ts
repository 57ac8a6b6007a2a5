import "server-only";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { SignUpProviderId } from "../sign-up-provider-names";
import { configuredKoreanProviders } from "../auth";

/** The providers a member may link now: the configured Kakao/Naver, and Google while the site has a Google client id. */
export async function linkableProviders(): Promise<SignUpProviderId[]> {
  const { googleClientId } = await getSiteSettings();
  return [...configuredKoreanProviders(), ...(googleClientId ? (["google"] as const) : [])];
}
