import { auditLogQuery, listAuditEntries } from "@/domains/audit/list-audit-entries";
import { apiRoute } from "@/platform/http/api-route";

/** The audit log, newest first, with the page's filters (action, actor, target, from/to): `{ entries, pagination }`. */
export const GET = apiRoute({ access: "admin", query: auditLogQuery }, async ({ query }) => listAuditEntries(query));
