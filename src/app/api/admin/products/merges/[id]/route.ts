import { z } from "zod";
import { undoDuplicateMerge } from "@/app/admin/_data/merge-duplicate-products";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({ verdict: z.literal("undo") });

/** "되돌리기": takes a merge of duplicates back exactly. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params }) =>
  undoDuplicateMerge({ actor: user, mergeId: params.id }),
);
