import type { MetadataRoute } from "next";
import { adultGateNeedsIdentity } from "@/domains/accounts/adult";
import { listSitemapProducts } from "@/domains/catalog/listing";
import { listShopSlugs } from "@/domains/catalog/shops";
import { getConfig } from "@/platform/config";

// Lists the products in the database at request time, never at build time.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().BASE_URL.replace(/\/+$/, "");
  // ADULT_VERIFICATION=identity shows crawlers the 19+ notice on listings, ranking and products (noindex): none is listed.
  const gated = adultGateNeedsIdentity();
  const paths = gated ? ["", "/community"] : ["", "/mouth-inhalation", "/lung-inhalation", "/deals", "/ranking", "/community"];
  const main = paths.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: "hourly" as const,
    priority: path ? 0.8 : 1,
  }));
  const products = gated
    ? []
    : (await listSitemapProducts()).map((p) => ({
        url: `${base}/products/${p.id}`,
        lastModified: p.lastModified,
        changeFrequency: "daily" as const,
        priority: 0.6,
      }));
  // A shop's page shows no product (its offers page is gated like the listings): listed either way.
  const shops = (await listShopSlugs()).map(({ slug }) => ({
    url: `${base}/shops/${slug}`,
    changeFrequency: "daily" as const,
    priority: 0.4,
  }));
  return [...main, ...shops, ...products];
}
