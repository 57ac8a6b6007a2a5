import { z } from "zod";
import { rowId } from "@/platform/http/row-id";
import { deletePriceHistoryPoint } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

const params = z.object({
  id: rowId(),
  pointId: rowId(),
});

/** Deletes a bogus price point of an offer; the product's lows are recomputed. */
export const DELETE = apiRoute({ access: "admin", params }, async ({ user, params }) => {
  await deletePriceHistoryPoint({ actor: user, offerId: params.id, pointId: params.pointId });
  return { ok: true };
});
