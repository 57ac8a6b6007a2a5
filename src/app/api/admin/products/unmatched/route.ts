import { listUnmatchedPages } from "@/domains/crawler/crawl-admin-queries";
import { apiRoute } from "@/platform/http/api-route";

/** Discovered shop pages matching no product, with suggested matches: `{ pages }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ pages: await listUnmatchedPages() }));
