import { z } from "zod";
import { crawlOfferNow } from "@/domains/crawler/crawl-now";
import { apiRoute } from "@/platform/http/api-route";

const params = z.object({ id: z.coerce.number("판매 정보 id가 올바르지 않습니다.").int().positive("판매 정보 id가 올바르지 않습니다.") });

/** Crawls one offer's page now and answers when done: `{ runId, status, observation, events }`. */
export const POST = apiRoute({ access: "admin", params }, ({ params }) => crawlOfferNow({ offerId: params.id }));
