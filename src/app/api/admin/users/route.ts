import { z } from "zod";
import { listMembers } from "@/domains/accounts/queries";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});

/** Members for the back-office, newest first: `{ members, pagination }`. */
export const GET = apiRoute({ access: "admin", query }, async ({ query }) =>
  listMembers({ page: query.page, limit: query.limit, query: query.q || undefined }),
);
