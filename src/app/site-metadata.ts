import type { Metadata } from "next";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { twitterCard } from "@/platform/http/twitter-card";

export const THEME_COLOR = "#6d28d9";

/** The default page metadata of the public shell: title, description, keywords, sharing tags. */
export async function defaultPageMetadata(): Promise<Metadata> {
  const { siteName: SITE_NAME, tagline: SITE_TAGLINE } = await getSiteSettings();
  const title = `${SITE_NAME} - ${SITE_TAGLINE}`;
  const description = `${SITE_NAME}에서 입호흡·폐호흡 전자담배 액상의 최저가를 쇼핑몰별로 비교하고, 배송비까지 더한 실구매가와 가격 변동을 확인하세요.`;
  return {
    title: { default: title, template: `%s | ${SITE_NAME}` },
    description,
    keywords: ["전자담배 액상", "액상 최저가", "입호흡 액상", "폐호흡 액상", "액상 가격비교", "니코틴 솔트", SITE_NAME],
    openGraph: { type: "website", locale: "ko_KR", siteName: SITE_NAME, title, description, url: "/" },
    twitter: twitterCard("summary_large_image", title, description),
  };
}
