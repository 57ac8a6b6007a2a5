import type { MetadataRoute } from "next";
import { getConfig } from "@/platform/config";

// BASE_URL is read at request time, not baked in at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().BASE_URL.replace(/\/+$/, "");
  return { rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/go"] }], sitemap: `${base}/sitemap.xml` };
}
