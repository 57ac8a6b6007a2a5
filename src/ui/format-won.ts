const wonFormat = new Intl.NumberFormat("ko-KR");

/** Integer won as people read prices here: `12,900원`. */
export function formatWon(amount: number): string {
  return `${wonFormat.format(amount)}원`;
}

/** A won amount as `12,900원`; a dash when there is none (no price observed, all sold out). */
export function wonOrDash(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : formatWon(amount);
}
