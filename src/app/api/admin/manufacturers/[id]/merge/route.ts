import { z } from "zod";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { mergeManufacturers } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";
import { rowId } from "@/platform/http/row-id";

const body = z.object({
  targetId: rowId("합칠 대상 제조사를 선택해 주세요."),
});

/** Merges manufacturer `id` into `targetId` (products move, `id` is deleted): `{ moved }`. */
export const POST = apiRoute({ access: "admin", params: numericIdParams, body }, async ({ user, params, body }) =>
  mergeManufacturers({ actor: user, sourceId: params.id, targetId: body.targetId }),
);
