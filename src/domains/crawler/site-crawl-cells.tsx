import { Badge } from "@/ui/admin/badge";
import type { CrawlStanding } from "./admin/crawl-standing";
import { CrawlStandingBadge } from "./crawl-standing-badge";
import { CrawlStatusBadge } from "./crawl-status-badge";

export type SiteCrawlHealth = { lastStatus: string | null; successRate: number | null; robotsBlocked: number } | undefined;

/** A seller site's crawl state in the admin list: standing (정상·지연·중단), last run's status and success rate. */
export function SiteCrawlState({
  enabled,
  standing,
  health,
}: {
  enabled: boolean;
  standing: CrawlStanding | undefined;
  health: SiteCrawlHealth;
}) {
  return (
    <>
      {enabled && standing ? <CrawlStandingBadge standing={standing} /> : null}{" "}
      {health?.lastStatus ? <CrawlStatusBadge status={health.lastStatus} /> : <span className="text-gray-400">기록 없음</span>}
      {health?.successRate != null ? <span className="ml-1 text-xs text-gray-500">{Math.round(health.successRate * 100)}%</span> : null}
    </>
  );
}

/** Whether robots.txt blocked any of the site's pages in its last runs. */
export function SiteRobotsBadge({ health }: { health: SiteCrawlHealth }) {
  return health?.robotsBlocked ? <Badge tone="red">차단 {health.robotsBlocked}</Badge> : <Badge tone="green">허용</Badge>;
}
