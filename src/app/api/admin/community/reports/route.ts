import { z } from "zod";
import { jsonRowId } from "@/platform/http/row-id";
import { decideReport } from "@/domains/community/moderation";
import { apiRoute } from "@/platform/http/api-route";

const decisionInput = z.object({
  targetType: z.enum(["post", "comment", "review"]),
  targetId: jsonRowId(),
  decision: z.enum(["hide", "restore", "dismiss"]),
});

/** An admin's decision on reported content: hide it, restore it, or dismiss its reports. */
export const POST = apiRoute({ access: "admin", body: decisionInput }, async ({ user, body }) => {
  await decideReport({ actor: user, ...body });
  return { ok: true };
});
