import { PriceDrop } from "@/ui/price-drop";
import type { PriceBadgeFlags } from "../price-badge-flags";

/** ▼n%: the all-in lowest price's drop in the last week. */
export function DropBadge({ percent }: { percent: number }) {
  return <PriceDrop amount={`${percent}%`} />;
}

/** 평소보다 낮음: today's lowest is below the product's 90-day typical range (the tiles' only insight badge). */
export function UsualLowBadge() {
  return <span className="badge badge-usual-low">평소보다 낮음</span>;
}

/** 역대 최저가 / 30일 최저가 / ▼n% badges for a product's current lowest price. */
export function PriceBadges({ flags }: { flags: PriceBadgeFlags }) {
  if (!flags.drop && !flags.allTimeLow && !flags.monthLow) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.drop ? <DropBadge percent={flags.drop} /> : null}
      {flags.allTimeLow ? <span className="badge badge-all-time-low">역대 최저가</span> : null}
      {flags.monthLow ? <span className="badge badge-month-low">30일 최저가</span> : null}
    </span>
  );
}
