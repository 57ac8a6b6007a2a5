import { z } from "zod";
import { numericIdParams } from "@/app/api/admin/admin-params";
import { listCrawlLogsOfRun } from "@/domains/crawler/admin";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({ errors: z.enum(["1", "0"]).optional() });

/** The pages one run read, with error reasons and durations: `{ logs }`. */
export const GET = apiRoute({ access: "admin", params: numericIdParams, query }, async ({ params, query }) => ({
  logs: await listCrawlLogsOfRun({ runId: params.id, errorsOnly: query.errors === "1" }),
}));
