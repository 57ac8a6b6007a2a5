import { z } from "zod";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { approveAutomaticDecision, mergeAutomaticProduct, undoAutomaticDecision } from "@/domains/crawler/review";
import { apiRoute } from "@/platform/http/api-route";

const body = z.discriminatedUnion("verdict", [
  z.object({ verdict: z.enum(["approve", "undo"]) }),
  z.object({ verdict: z.literal("merge"), productId: z.number().int().positive("합칠 상품 번호를 입력해 주세요.") }),
]);

/** An admin's check of an automatic match or product: keep it, take it back, or merge a created product into one the catalogue has. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) => {
  if (body.verdict === "merge") await mergeAutomaticProduct({ actor: user, unmatchedId: params.id, intoProductId: body.productId });
  else if (body.verdict === "approve") await approveAutomaticDecision({ actor: user, unmatchedId: params.id });
  else await undoAutomaticDecision({ actor: user, unmatchedId: params.id });
  return { ok: true };
});
