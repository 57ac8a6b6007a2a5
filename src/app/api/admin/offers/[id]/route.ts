import { z } from "zod";
import { rowId } from "@/platform/http/row-id";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { moveOffer, removeOffer } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

const move = z.object({ productId: rowId("옮길 상품 번호를 입력해 주세요.") });

/** Moves an offer to another product. */
export const PATCH = apiRoute({ access: "admin", params: numericIdParams, body: move }, async ({ user, params, body }) => {
  await moveOffer({ actor: user, offerId: params.id, productId: body.productId });
  return { ok: true };
});

/** Removes an offer and its history; the product's figures are recomputed. */
export const DELETE = apiRoute({ access: "admin", params: numericIdParams }, async ({ user, params }) => {
  await removeOffer({ actor: user, offerId: params.id });
  return { ok: true };
});
