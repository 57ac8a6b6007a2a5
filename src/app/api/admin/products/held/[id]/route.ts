import { z } from "zod";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { reviewHeldPrice } from "@/domains/crawler/review";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({ decision: z.enum(["accept", "reject"], "승인 또는 거절을 골라 주세요.") });

/** Accepts (publishes) or rejects a held price. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) => {
  await reviewHeldPrice({ actor: user, heldId: params.id, accept: body.decision === "accept" });
  return { ok: true };
});
