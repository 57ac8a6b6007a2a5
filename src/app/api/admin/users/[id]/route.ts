import { z } from "zod";
import { moderateMember } from "@/domains/accounts/admin";
import { apiRoute } from "@/platform/http/api-route";

const params = z.object({ id: z.uuid("회원 id가 올바르지 않습니다.") });
const body = z
  .object({
    banned: z.boolean().optional(),
    grade: z.enum(["NORMAL", "ADMIN"]).optional(),
    reason: z.string().trim().max(500, "사유는 500자 이하로 적어 주세요.").optional(),
  })
  .refine((b) => b.banned !== undefined || b.grade !== undefined, "banned 또는 grade 중 하나는 있어야 합니다.");

/** Bans/unbans a member (with a reason, audited) or changes their grade; their sessions are refused at once. */
export const PATCH = apiRoute({ access: "admin", params, body }, async ({ user, params, body }) => {
  await moderateMember({ actor: user, userId: params.id, banned: body.banned, grade: body.grade, reason: body.reason });
  return { ok: true };
});
