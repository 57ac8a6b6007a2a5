/** What a buyer pays for one item from a shop: price plus shipping, free at or above the threshold. */
export function allInPrice(price: number, shipping: { fee: number; freeThreshold: number | null }): number {
  const free = shipping.freeThreshold !== null && price >= shipping.freeThreshold;
  return price + (free ? 0 : shipping.fee);
}

/** 원/ml, rounded to the won. */
export function pricePerMl(price: number, volumeMl: number): number {
  return Math.round(price / volumeMl);
}
