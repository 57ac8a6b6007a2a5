import { z } from "zod";
import { testSellerSiteUrl } from "@/domains/crawler/admin-crawl-actions";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({
  url: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: "http(s)://로 시작하는 주소를 입력해 주세요." })),
  siteId: z.number().int().positive().optional(),
});

/** "URL 테스트": fetches and extracts any URL (with a site's selector overrides when given). */
export const POST = apiRoute({ access: "admin", body }, async ({ body }) => testSellerSiteUrl({ url: body.url, siteId: body.siteId }));
