import { groupThousands } from "./format-won";

/** `★ 4.5 (12)`: an average of members' 1–5 ratings and how many there are. The star is drawn by rating-badge.css. */
export function RatingBadge({ average, count, className }: { average: number; count: number; className?: string }) {
  const shown = (Math.round(average * 10) / 10).toFixed(1);
  return (
    <span className={className ? `rating ${className}` : "rating"} data-testid="rating-badge" data-average={shown} data-count={count}>
      <span className="sr-only">별점</span>
      <b>{shown}</b>
      <span className="rating-count">{`(${groupThousands(count)})`}</span>
    </span>
  );
}
