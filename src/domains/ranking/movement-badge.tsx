import type { Movement } from "./ranking-boards";

/**
 * ▲3 / ▼1 / NEW / – against the previous day; an empty cell of the same width when there is nothing to compare with.
 * Each sign is an image named in words (role=img: an aria-label on a plain span is not read out).
 */
export function MovementBadge({ movement }: { movement: Movement }) {
  const cell = "inline-block w-10 shrink-0 text-center text-xs font-bold tabular-nums";
  if (!movement) return <span className={cell} aria-hidden />;
  switch (movement.kind) {
    case "up":
      return <span role="img" className={`${cell} text-red-600`} aria-label={`${movement.by}계단 상승`}>{`▲${movement.by}`}</span>;
    case "down":
      return <span role="img" className={`${cell} text-blue-600`} aria-label={`${movement.by}계단 하락`}>{`▼${movement.by}`}</span>;
    case "new":
      return (
        <span role="img" className={`${cell} text-amber-700`} aria-label="새로 진입">
          NEW
        </span>
      );
    case "same":
      return (
        <span role="img" className={`${cell} text-gray-400`} aria-label="변동 없음">
          –
        </span>
      );
  }
}
