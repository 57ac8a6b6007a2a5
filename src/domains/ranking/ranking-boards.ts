/** The boards of /ranking; popular boards per inhalation type and window. */
export const POPULAR_TYPES = ["all", "MTL", "DL"] as const;
export const POPULAR_WINDOWS = [7, 30] as const;
export type PopularType = (typeof POPULAR_TYPES)[number];
export type PopularWindow = (typeof POPULAR_WINDOWS)[number];

export const popularBoard = (type: PopularType, days: PopularWindow) => `popular:${type}:${days}`;

export const BOARD_SIZE = 50;

export type RankedEntry = { subject: string; score: number; detail: Record<string, string | number> };

export type Movement = { kind: "up" | "down"; by: number } | { kind: "new" } | { kind: "same" } | null;

/** ▲/▼ against the previous day's snapshot; NEW when the subject was not on it; nothing when there was none. */
export function movementOf({
  rank,
  previousRank,
  hasPrevious,
}: {
  rank: number;
  previousRank: number | null;
  hasPrevious: boolean;
}): Movement {
  if (!hasPrevious) return null;
  if (previousRank === null) return { kind: "new" };
  if (previousRank === rank) return { kind: "same" };
  return previousRank > rank ? { kind: "up", by: previousRank - rank } : { kind: "down", by: rank - previousRank };
}
