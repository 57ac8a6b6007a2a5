import { reportInput } from "@/domains/community/community-rules";
import { reportContent } from "@/domains/community/reports";
import { apiRoute } from "@/platform/http/api-route";

/** Reports a post, comment or review `{ targetType, targetId, reason? }` to the admins. */
export const POST = apiRoute({ access: "user", body: reportInput }, async ({ user, body }) => {
  await reportContent({ user, ...body });
  return { ok: true };
});
