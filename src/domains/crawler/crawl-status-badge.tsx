import { badge, badgeTone } from "@/ui/admin/admin-ui";

const STATUS = {
  ok: ["정상", badgeTone.green],
  partial: ["일부 실패", badgeTone.amber],
  failed: ["실패", badgeTone.red],
  running: ["진행 중", badgeTone.blue],
} as const;

/** A crawl run's status as a coloured badge (정상, 일부 실패, 실패, 진행 중); an unknown status shows as is. */
export function CrawlStatusBadge({ status }: { status: string }) {
  const [label, tone] = STATUS[status as keyof typeof STATUS] ?? [status, badgeTone.gray];
  return <span className={`${badge} ${tone}`}>{label}</span>;
}
