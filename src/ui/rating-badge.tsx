import { Star } from "lucide-react";

/** `★ 4.5 (12)`: an average of members' 1–5 ratings and how many there are. */
export function RatingBadge({ average, count, className = "" }: { average: number; count: number; className?: string }) {
  const shown = (Math.round(average * 10) / 10).toFixed(1);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} data-testid="rating-badge" data-average={shown} data-count={count}>
      <Star aria-hidden className="h-3.5 w-3.5 fill-amber-400 text-amber-400" />
      <span className="sr-only">별점</span>
      <span className="font-semibold text-gray-800">{shown}</span>
      <span className="text-gray-500">{`(${count.toLocaleString("ko-KR")})`}</span>
    </span>
  );
}
