import "server-only";
import { detectCrawlStall, listShopHealth } from "@/domains/crawler/admin";
import { measurePushFailures } from "@/domains/push/push-failure-share";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { AlarmKind } from "./schema";

/** Something wrong now: what admins are told when it starts (evaluateAlarms words its end). */
export type AlarmCondition = {
  kind: AlarmKind;
  subject: string;
  sellerSiteId: number | null;
  errorClass: string | null;
  title: string;
  summary: string;
  url: string;
};

/** How long work may wait with no crawl run starting or ending before the queue counts as stalled. */
export const CRAWL_STALL_MINUTES = 15;
/** Push failures count only once this many subscriptions were tried within the hour (two failing phones are no outage). */
export const PUSH_ALARM_MIN_TRIED = 5;

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Every alarm condition at `now`: a shop whose last `alarmFailedRuns` runs failed (setting, default 3) or whose oldest
 * offer is two intervals past its own; the crawl queue stalled; push failing for more than `pushFailureAlarmPercent`.
 */
export async function listAlarmConditions({ now = new Date() }: { now?: Date } = {}): Promise<AlarmCondition[]> {
  const settings = await getSiteSettings();
  const [shops, stall, push] = await Promise.all([
    listShopHealth({ now }),
    detectCrawlStall({ now, quietMinutes: CRAWL_STALL_MINUTES }),
    measurePushFailures({ since: new Date(now.getTime() - 60 * 60_000) }),
  ]);
  const conditions: AlarmCondition[] = [];
  for (const shop of shops) {
    const failing = shop.failuresInARow >= settings.alarmFailedRuns;
    const lagging = shop.lagMs !== null && shop.intervalMinutes > 0 && shop.lagMs >= 2 * shop.intervalMinutes * 60_000;
    if (!failing && !lagging) continue;
    const errorClass = failing ? (shop.errorClass ?? "실패") : "지연";
    const why = failing
      ? `크롤링이 ${shop.failuresInARow}회 연속 실패했습니다 (${errorClass})`
      : `가장 오래된 가격이 크롤링 주기보다 ${minutes(shop.lagMs!)}분 늦었습니다 (주기 ${shop.intervalMinutes}분)`;
    conditions.push({
      kind: "shop",
      subject: `site:${shop.siteId}`,
      sellerSiteId: shop.siteId,
      errorClass,
      title: `쇼핑몰 경보: ${shop.shop}`,
      summary: `[운영 경보] ${shop.shop}: ${why}. 크롤링 기록을 확인해 주세요.`,
      url: `/admin/crawler-logs?siteId=${shop.siteId}`,
    });
  }
  if (stall)
    conditions.push({
      kind: "crawl_queue",
      subject: "crawl",
      sellerSiteId: null,
      errorClass: "큐 정지",
      title: "크롤링 큐 경보",
      summary: `[운영 경보] 크롤링 큐가 멈췄습니다: ${stall.waitingShops}곳이 주기를 넘겼는데 ${CRAWL_STALL_MINUTES}분 넘게 시작되거나 끝난 크롤링이 없습니다.`,
      url: "/admin/system",
    });
  const failingShare = push.tried > 0 ? (push.failing / push.tried) * 100 : 0;
  if (push.tried >= PUSH_ALARM_MIN_TRIED && failingShare > settings.pushFailureAlarmPercent)
    conditions.push({
      kind: "push",
      subject: "push",
      sellerSiteId: null,
      errorClass: "푸시 실패",
      title: "푸시 전송 경보",
      summary: `[운영 경보] 푸시 전송의 ${Math.round(failingShare)}%가 실패하고 있습니다 (최근 1시간 ${push.tried}곳 중 ${push.failing}곳).`,
      url: "/admin/system",
    });
  return conditions;
}
