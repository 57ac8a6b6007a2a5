import { boardUpdateInput, updateBoard } from "@/domains/community/boards";
import { idParams } from "@/domains/community/community-rules";
import { apiRoute } from "@/platform/http/api-route";

/** Renames, reorders, shows/hides a board or makes it admin-only. */
export const PATCH = apiRoute({ access: "admin", params: idParams, body: boardUpdateInput }, async ({ user, params, body }) => {
  await updateBoard({ actor: user, id: params.id, input: body });
  return { ok: true };
});
