import { z } from "zod";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
});

/** The audit log, newest first: `{ entries, pagination }`. */
export const GET = apiRoute({ access: "admin", query }, async ({ query }) =>
  listAuditEntries({ page: query.page, limit: query.limit, action: query.action || undefined, targetType: query.targetType || undefined }),
);
