import type { IncomingMessage, ServerResponse } from "node:http";
import { FORBIDDEN_ORIGIN, isForeignStateChange } from "@/platform/http/same-origin";
import { answerRefusal } from "./error-page";

/**
 * Refuses (403) a server action or page-form post from another site before Next runs it: the same rule
 * `apiRoute` applies to route handlers. Answers true when it did.
 */
export function refuseForeignPagePost(req: IncomingMessage, res: ServerResponse, requestOrigin: string | null): boolean {
  if ((req.url ?? "/").startsWith("/api/")) return false;
  const foreign = isForeignStateChange({
    method: req.method ?? "GET",
    origin: req.headers.origin ?? null,
    hasCookie: Boolean(req.headers.cookie),
    requestOrigin,
  });
  if (foreign) answerRefusal({ req, res, status: 403, ...FORBIDDEN_ORIGIN });
  return foreign;
}
