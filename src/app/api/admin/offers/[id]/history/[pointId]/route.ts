import { z } from "zod";
import { deletePriceHistoryPoint } from "@/domains/catalog/admin-offers";
import { apiRoute } from "@/platform/http/api-route";

const params = z.object({
  id: z.coerce.number().int().positive("id가 올바르지 않습니다."),
  pointId: z.coerce.number().int().positive("id가 올바르지 않습니다."),
});

/** Deletes a bogus price point of an offer; the product's lows are recomputed. */
export const DELETE = apiRoute({ access: "admin", params }, async ({ user, params }) => {
  await deletePriceHistoryPoint({ actor: user, offerId: params.id, pointId: params.pointId });
  return { ok: true };
});
