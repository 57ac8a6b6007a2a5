import { Badge } from "@/ui/admin/badge";

const STATUS = {
  ok: ["정상", "green"],
  partial: ["일부 실패", "amber"],
  failed: ["실패", "red"],
  running: ["진행 중", "blue"],
} as const;

/** A crawl run's status as a coloured badge (정상, 일부 실패, 실패, 진행 중); an unknown status shows as is. */
export function CrawlStatusBadge({ status }: { status: string }) {
  const [label, tone] = STATUS[status as keyof typeof STATUS] ?? [status, "gray"];
  return <Badge tone={tone}>{label}</Badge>;
}
