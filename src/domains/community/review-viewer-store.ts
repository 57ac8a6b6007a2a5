// The member's "도움돼요" votes on the product page's reviews, loaded once by the review panel and read by every review's buttons.
let helpfulIds: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

export function subscribeHelpfulIds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const readHelpfulIds = () => helpfulIds;

export function setHelpfulIds(ids: ReadonlySet<number>): void {
  helpfulIds = ids;
  for (const listener of listeners) listener();
}
