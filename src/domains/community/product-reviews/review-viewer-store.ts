// The member's side of the product page's reviews (their "도움돼요" votes and their own review), loaded once
// by the review panel and read by every review's buttons.
export type ReviewViewer = { helpfulIds: ReadonlySet<number>; mineId: number | null };
let viewer: ReviewViewer = { helpfulIds: new Set(), mineId: null };
const listeners = new Set<() => void>();

export function subscribeReviewViewer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const readReviewViewer = () => viewer;

export function setReviewViewer(next: ReviewViewer): void {
  viewer = next;
  for (const listener of listeners) listener();
}
