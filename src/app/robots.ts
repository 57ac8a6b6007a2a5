import type { MetadataRoute } from "next";
import { getConfig } from "@/platform/config";

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().BASE_URL.replace(/\/+$/, "");
  return { rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/go"] }], sitemap: `${base}/sitemap.xml` };
}
