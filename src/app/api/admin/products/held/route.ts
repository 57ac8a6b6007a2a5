import { listHeldPrices } from "@/domains/crawler/crawl-admin-queries";
import { apiRoute } from "@/platform/http/api-route";

/** Prices held for review, pending first: `{ held }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ held: await listHeldPrices() }));
