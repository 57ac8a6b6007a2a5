import type { MetadataRoute } from "next";
import { getConfig } from "@/platform/config";
import { THEME_COLOR } from "./site-metadata";

export const dynamic = "force-dynamic";

// The PNGs in public/icons are the SVGs rasterised once with sharp (192, 512, and 512 maskable).
export default function manifest(): MetadataRoute.Manifest {
  const { SITE_NAME, SITE_TAGLINE } = getConfig();
  return {
    id: "/",
    name: `${SITE_NAME} - ${SITE_TAGLINE}`,
    short_name: SITE_NAME,
    description: "입호흡·폐호흡 전자담배 액상의 쇼핑몰별 최저가와 가격 변동을 비교하고, 관심상품 가격이 내리면 알림을 받으세요.",
    lang: "ko",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    categories: ["shopping"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
