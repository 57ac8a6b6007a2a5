import "server-only";
import { desc, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { crawlLogCodeLabel } from "./crawl-log-labels";
import { crawlLogs } from "../schema";

/** An offer's last crawl as the log wrote it: when, how it went (in Korean), and the price the page read. */
export type LastOfferCrawl = {
  at: Date;
  ok: boolean;
  outcome: string;
  reason: string | null;
  httpStatus: number | null;
  price: number | null;
  inStock: boolean | null;
};

/** The last crawl log line of each of these offers (offers never crawled are absent). */
export async function listLastOfferCrawls({ offerIds }: { offerIds: number[] }): Promise<Map<number, LastOfferCrawl>> {
  if (offerIds.length === 0) return new Map();
  const rows = await getDb()
    .selectDistinctOn([crawlLogs.offerId], {
      offerId: crawlLogs.offerId,
      at: crawlLogs.createdAt,
      errorCode: crawlLogs.errorCode,
      reason: crawlLogs.errorReason,
      httpStatus: crawlLogs.httpStatus,
      price: crawlLogs.newPrice,
      inStock: crawlLogs.inStock,
    })
    .from(crawlLogs)
    .where(inArray(crawlLogs.offerId, offerIds))
    .orderBy(crawlLogs.offerId, desc(crawlLogs.createdAt), desc(crawlLogs.id));
  return new Map(
    rows.map(({ offerId, errorCode, ...row }) => [offerId!, { ...row, ok: errorCode === null, outcome: crawlLogCodeLabel(errorCode) }]),
  );
}
