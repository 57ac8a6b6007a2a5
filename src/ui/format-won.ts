const wonFormat = new Intl.NumberFormat("ko-KR");

/** Integer won as people read prices here: `12,900원`. */
export function formatWon(amount: number): string {
  return `${wonFormat.format(amount)}원`;
}
