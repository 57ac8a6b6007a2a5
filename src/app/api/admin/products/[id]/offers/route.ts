import { z } from "zod";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { addOfferFromUrl } from "@/domains/crawler/admin";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({
  url: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: "http(s)://로 시작하는 상품 페이지 주소를 입력해 주세요." })),
});

/** Adds a shop page as an offer of the product, read at once: `{ offerId, siteName, test }`. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) =>
  addOfferFromUrl({ actor: user, productId: params.id, url: body.url }),
);
