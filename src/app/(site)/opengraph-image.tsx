import { renderShareImage, SHARE_IMAGE_SIZE } from "@/app/_shell/share-image";
import { getConfig } from "@/platform/config";

export const alt = "액상픽 - 전자담배 액상 최저가 비교";
export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";
// SITE_NAME and SITE_TAGLINE are read at request time, like every other setting.
export const dynamic = "force-dynamic";

/** The site's default share image, for every public page without one of its own. */
export default function DefaultShareImage() {
  const { SITE_NAME, SITE_TAGLINE } = getConfig();
  return renderShareImage({ siteName: SITE_NAME, title: SITE_TAGLINE, detail: "입호흡 · 폐호흡 액상 가격을 쇼핑몰별로 한눈에" });
}
