import { z } from "zod";
import { testSellerSiteUrl } from "@/domains/crawler/admin";
import { httpUrlInput } from "@/domains/catalog/seller-site-form";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({
  url: httpUrlInput,
  siteId: z.number().int().positive().optional(),
});

/** "URL 테스트": fetches and extracts any URL (with a site's selector overrides when given). */
export const POST = apiRoute({ access: "admin", body }, async ({ body }) => testSellerSiteUrl({ url: body.url, siteId: body.siteId }));
