/** True for the ways pages write the Korean won ("KRW", "원", "₩"). */
export function isKrw(currency: string): boolean {
  return /^(?:KRW|WON|원|₩|￦)$/i.test(currency.trim());
}

export function isForeignCurrency(currency: unknown): currency is string {
  return typeof currency === "string" && currency.trim() !== "" && !isKrw(currency);
}
