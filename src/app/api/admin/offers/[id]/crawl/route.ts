import { z } from "zod";
import { recordAuditEntry } from "@/domains/audit/record-audit-entry";
import { crawlOfferNow } from "@/domains/crawler/run";
import { apiRoute } from "@/platform/http/api-route";
import { rowId } from "@/platform/http/row-id";

const params = z.object({ id: rowId("판매 정보 id가 올바르지 않습니다.") });

/** Crawls one offer's page now and answers when done: `{ runId, status, observation, events }`; audited like every admin action. */
export const POST = apiRoute({ access: "admin", params }, async ({ user, params }) => {
  const crawled = await crawlOfferNow({ offerId: params.id });
  await recordAuditEntry({
    actor: user,
    action: "offer.crawl",
    target: { type: "offer", id: params.id },
    after: { runId: crawled.runId, status: crawled.status },
  });
  return crawled;
});
