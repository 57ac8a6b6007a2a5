import { z } from "zod";
import { crawlSiteNow } from "@/domains/crawler/run";
import { apiRoute } from "@/platform/http/api-route";
import { rowId } from "@/platform/http/row-id";

const params = z.object({ id: rowId("판매처 id가 올바르지 않습니다.") });

/** Crawls the seller site now and answers when the run is done: `{ runId, status, counts }`. */
export const POST = apiRoute({ access: "admin", params }, async ({ params }) => {
  const { runId, status, counts } = await crawlSiteNow({ siteId: params.id });
  return { runId, status, counts };
});
