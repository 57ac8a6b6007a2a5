import { boardInput, createBoard } from "@/domains/community/boards";
import { apiRoute } from "@/platform/http/api-route";

/** Adds a board → `{ id }`. */
export const POST = apiRoute({ access: "admin", body: boardInput }, async ({ user, body }) => createBoard({ actor: user, input: body }));
