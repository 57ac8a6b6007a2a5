import { z } from "zod";
import { mergeDuplicateProducts } from "@/app/admin/_data/merge-duplicate-products";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { recordAuditEntry } from "@/domains/audit/record-audit-entry";
import { dismissDuplicateProposal } from "@/domains/catalog/duplicates";
import { apiRoute } from "@/platform/http/api-route";

const body = z.discriminatedUnion("verdict", [
  z.object({ verdict: z.literal("merge"), intoId: z.number().int().positive("남길 상품을 골라 주세요.") }),
  z.object({ verdict: z.literal("dismiss") }),
]);

/** An admin's verdict on a proposed duplicate pair: merge it into the product kept, or two products after all. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) => {
  if (body.verdict === "merge") return mergeDuplicateProducts({ actor: user, proposalId: params.id, intoId: body.intoId });
  await dismissDuplicateProposal({ id: params.id });
  await recordAuditEntry({ actor: user, action: "product.duplicate-dismiss", target: { type: "duplicate_proposal", id: params.id } });
  return { ok: true };
});
