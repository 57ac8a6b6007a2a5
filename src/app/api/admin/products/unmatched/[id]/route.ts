import { z } from "zod";
import { jsonRowId } from "@/platform/http/row-id";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { reviewUnmatchedPage } from "@/domains/crawler/review";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({ productId: jsonRowId().nullable() });

/** Makes a discovered page an offer of `productId`, or ignores it (`productId: null`). */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) => ({
  result: await reviewUnmatchedPage({ actor: user, unmatchedId: params.id, productId: body.productId }),
}));
