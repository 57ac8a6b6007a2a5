import { z } from "zod";
import { listMembers } from "@/domains/accounts/queries";
import { listMemberActivity } from "@/app/admin/_data/member-activity";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});

/** Members for the back-office, newest first, with each one's activity summary: `{ members, activity, pagination }`. */
export const GET = apiRoute({ access: "admin", query }, async ({ query }) => {
  const listed = await listMembers({ page: query.page, limit: query.limit, query: query.q || undefined });
  const activity = await listMemberActivity({ userIds: listed.members.map((m) => m.id) });
  return { ...listed, activity: Object.fromEntries(activity) };
});
