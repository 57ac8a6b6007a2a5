/** How long ago an offer was checked, as people read it: `방금 확인`, `12분 전 확인`, `3시간 전 확인`. */
export function formatFreshness(checkedAt: Date | null, now: Date): string {
  if (!checkedAt) return "확인 전";
  const minutes = Math.max(0, Math.floor((now.getTime() - checkedAt.getTime()) / 60_000));
  if (minutes < 1) return "방금 확인";
  if (minutes < 60) return `${minutes}분 전 확인`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간 전 확인`;
  return `${Math.floor(minutes / (24 * 60))}일 전 확인`;
}
