import "server-only";
import { recordPublishedShopInfo } from "@/domains/catalog/shops";
import type { Db } from "@/platform/db/client";
import { readShopInfo } from "../extract";

/**
 * A run's reader of what the shop publishes about itself: the first page whose footer names the shop (상호 or
 * 사업자등록번호) is read and kept; later pages of the run are not read again (one footer serves the whole shop).
 */
export function readShopInfoOnce({ siteId, db, now }: { siteId: number; db: Db; now: () => Date }): (html: string) => Promise<void> {
  let done = false;
  return async (html) => {
    if (done) return;
    const info = readShopInfo(html);
    if (!info.tradeName && !info.registrationNumber) return;
    done = true;
    await recordPublishedShopInfo({ siteId, info, at: now(), db });
  };
}
