/** What the member typed in the target price field: a price in won, nothing (clears the target), or a reason it is not a price. */
export type TargetPriceInput = { ok: true; targetPrice: number | null } | { ok: false; message: string };

/** Reads "9900", "9,900", "9,900원" or ""; anything else is refused rather than read as an empty field (which would clear the target). */
export function readTargetPriceInput(text: string): TargetPriceInput {
  const compact = text.replace(/[\s,]/g, "").replace(/원$/, "");
  if (compact === "") return { ok: true, targetPrice: null };
  if (!/^\d+$/.test(compact)) return { ok: false, message: "목표가는 숫자로 입력해 주세요. (예: 9,900)" };
  return { ok: true, targetPrice: Number(compact) };
}
