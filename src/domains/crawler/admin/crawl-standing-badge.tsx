import { Badge } from "@/ui/admin/badge";
import type { CrawlStanding } from "./crawl-standing";

const STATE = {
  waiting: ["대기", "gray"],
  ok: ["정상", "green"],
  late: ["지연", "amber"],
  stopped: ["중단", "red"],
} as const;

const lagText = (lagMs: number | null) => {
  if (lagMs === null) return "읽지 못한 상품 있음";
  const minutes = Math.round(lagMs / 60_000);
  return minutes < 60 ? `${minutes}분 늦음` : `${Math.floor(minutes / 60)}시간 ${minutes % 60}분 늦음`;
};

/** A shop's crawl standing (대기·정상·지연·중단) and, when it is behind its interval, by how much. */
export function CrawlStandingBadge({ standing }: { standing: CrawlStanding }) {
  const [label, tone] = STATE[standing.state];
  const behind = standing.state !== "waiting" && (standing.lagMs === null || standing.lagMs >= 60_000);
  return (
    <span className="whitespace-nowrap">
      <Badge tone={tone}>{label}</Badge>
      {behind ? <span className="ml-1 text-xs text-gray-500">{lagText(standing.lagMs)}</span> : null}
    </span>
  );
}
