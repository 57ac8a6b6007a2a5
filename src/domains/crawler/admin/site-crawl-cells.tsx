import { formatSeoulDateTime } from "@/platform/time/seoul";
import { Badge } from "@/ui/admin/badge";
import type { CrawlStanding } from "./crawl-standing";
import { CrawlStandingBadge } from "./crawl-standing-badge";
import { CrawlStatusBadge } from "./crawl-status-badge";
import { nextProbeAt } from "../run";

export type SiteCrawlHealth =
  | { lastRunAt: Date | null; lastStatus: string | null; successRate: number | null; robotsBlocked: number; failuresInARow: number }
  | undefined;

/**
 * A seller site's crawl state in the admin list: standing (정상·지연·중단), last run's status and success rate, and for a
 * shop that keeps failing, how many runs failed and when it is next tried.
 */
export function SiteCrawlState({
  enabled,
  standing,
  health,
  intervalMinutes,
}: {
  enabled: boolean;
  standing: CrawlStanding | undefined;
  health: SiteCrawlHealth;
  intervalMinutes: number;
}) {
  const retryAt =
    enabled && health ? nextProbeAt({ lastRunAt: health.lastRunAt, intervalMinutes, failuresInARow: health.failuresInARow }) : null;
  return (
    <>
      {enabled && standing ? <CrawlStandingBadge standing={standing} /> : null}{" "}
      {health?.lastStatus ? <CrawlStatusBadge status={health.lastStatus} /> : <span className="text-gray-500">기록 없음</span>}
      {health?.successRate != null ? <span className="ml-1 text-xs text-gray-500">{Math.round(health.successRate * 100)}%</span> : null}
      {retryAt ? (
        <span className="block text-xs text-gray-600" data-testid="crawl-retry-at">
          {`${health!.failuresInARow}회 연속 실패 · 다음 확인 ${formatSeoulDateTime(retryAt)}`}
        </span>
      ) : null}
    </>
  );
}

/** Whether robots.txt blocked any of the site's pages in its last runs. */
export function SiteRobotsBadge({ health }: { health: SiteCrawlHealth }) {
  return health?.robotsBlocked ? <Badge tone="red">차단 {health.robotsBlocked}</Badge> : <Badge tone="green">허용</Badge>;
}
