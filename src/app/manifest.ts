import type { MetadataRoute } from "next";
import { getConfig } from "@/platform/config";
import { THEME_COLOR } from "./site-metadata";

export const dynamic = "force-dynamic";

export default function manifest(): MetadataRoute.Manifest {
  const { SITE_NAME, SITE_TAGLINE } = getConfig();
  return {
    name: `${SITE_NAME} - ${SITE_TAGLINE}`,
    short_name: SITE_NAME,
    lang: "ko",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icon-maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
    ],
  };
}
