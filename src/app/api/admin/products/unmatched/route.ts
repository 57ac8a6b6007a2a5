import { z } from "zod";
import { listAutomaticDecisions, listUnmatchedPages } from "@/domains/crawler/review";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({ view: z.enum(["queue", "automatic"], "view는 queue 또는 automatic입니다.").default("queue") });

/**
 * Discovered shop pages: the review queue (matching no product, with suggested matches) or, with `?view=automatic`,
 * the pages the crawl attached or created a product for by itself that no admin has checked yet: `{ pages }`.
 */
export const GET = apiRoute({ access: "admin", query }, async ({ query }) => ({
  pages: query.view === "automatic" ? await listAutomaticDecisions() : await listUnmatchedPages(),
}));
