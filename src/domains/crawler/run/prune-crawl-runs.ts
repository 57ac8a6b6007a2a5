import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";

/** Keeps the newest `keepPerSite` runs of each site (their page logs go with them), so logs stay bounded. */
export async function pruneCrawlRuns(db: Db, { keepPerSite = 300 }: { keepPerSite?: number } = {}): Promise<void> {
  await db.execute(sql`
    delete from crawl_run where id in (
      select id from (select id, row_number() over (partition by seller_site_id order by started_at desc, id desc) as rank from crawl_run) ranked
      where rank > ${keepPerSite})`);
}
