/**
 * `12900` → `12,900`, as ko-KR's Intl.NumberFormat groups integers, without creating one: on a phone the first
 * Intl formatter of a page loads the locale's data (~50 ms of a 4× slowed main thread). Fractions, which prices
 * never have, still go through Intl.
 */
export function groupThousands(amount: number): string {
  if (!Number.isInteger(amount)) return amount.toLocaleString("ko-KR");
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Integer won as people read prices here: `12,900원`. */
export function formatWon(amount: number): string {
  return `${groupThousands(amount)}원`;
}

/** A won amount as `12,900원`; a dash when there is none (no price observed, all sold out). */
export function wonOrDash(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : formatWon(amount);
}
