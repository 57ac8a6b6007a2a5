/** A price field as typed: a price in won, nothing (no limit, or clears a target), or a reason it is not a price. */
export type WonInput = { ok: true; won: number | null } | { ok: false; message: string };

export const NOT_A_PRICE = "가격은 숫자로 입력해 주세요. (예: 9,900)";

/** Reads "9900", "9,900", "9,900원" or ""; anything else is refused rather than read as an empty field (which would clear a target). */
export function readWonInput(text: string): WonInput {
  const compact = text.replace(/[\s,]/g, "").replace(/원$/, "");
  if (compact === "") return { ok: true, won: null };
  if (!/^\d+$/.test(compact)) return { ok: false, message: NOT_A_PRICE };
  return { ok: true, won: Number(compact) };
}
