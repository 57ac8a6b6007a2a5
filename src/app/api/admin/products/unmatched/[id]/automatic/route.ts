import { z } from "zod";
import { numericIdParams } from "@/domains/admin/admin-params";
import { approveAutomaticDecision, undoAutomaticDecision } from "@/domains/crawler/review-automatic-decision";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({ verdict: z.enum(["approve", "undo"]) });

/** An admin's check of an automatic match or product: keep it (`approve`) or take it back (`undo`). */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) => {
  if (body.verdict === "approve") await approveAutomaticDecision({ actor: user, unmatchedId: params.id });
  else await undoAutomaticDecision({ actor: user, unmatchedId: params.id });
  return { ok: true };
});
