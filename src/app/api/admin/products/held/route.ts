import { listHeldPrices } from "@/domains/crawler/review";
import { apiRoute } from "@/platform/http/api-route";

/** Prices held for review, pending first: `{ held }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ held: await listHeldPrices() }));
