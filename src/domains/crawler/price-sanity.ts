export type SanityVerdict = { ok: true } | { ok: false; reason: string };

const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

/**
 * Whether a crawled price may be published. A price ≤ 0 never is; one more than `share` away from
 * the offer's 30-day median (e.g. 0.5 = ±50%) waits for an admin, since a misread page is likelier
 * than a real 60% swing. Without a median (a new offer) any positive price passes.
 */
export function checkPriceSanity({
  price,
  medianPrice,
  share,
}: {
  price: number;
  medianPrice: number | null;
  share: number;
}): SanityVerdict {
  if (!Number.isFinite(price) || price <= 0) return { ok: false, reason: `0원 이하의 가격(${won(price)})은 게시하지 않습니다` };
  if (medianPrice === null || medianPrice <= 0) return { ok: true };
  const away = (price - medianPrice) / medianPrice;
  if (Math.abs(away) <= share) return { ok: true };
  const percent = Math.round(Math.abs(away) * 100);
  return {
    ok: false,
    reason: `가격 ${won(price)}이 최근 30일 중앙값 ${won(medianPrice)}보다 ${percent}% ${away > 0 ? "높아" : "낮아"} 관리자 검토를 기다립니다 (허용 범위 ±${Math.round(share * 100)}%)`,
  };
}

export type PriceBounds = { minWon: number; maxWon: number };

/** Whether a crawled bottle price is plausible for an e-liquid at all; outside the bounds it is a misread, never published. */
export function checkPricePlausibility({ price, bounds }: { price: number; bounds: PriceBounds }): SanityVerdict {
  if (!Number.isFinite(price) || price <= 0) return { ok: false, reason: `0원 이하의 가격(${won(price)})은 게시하지 않습니다` };
  if (price < bounds.minWon)
    return { ok: false, reason: `가격 ${won(price)}은 한 병 가격으로 너무 낮아 게시하지 않습니다 (최소 ${won(bounds.minWon)})` };
  if (price > bounds.maxWon)
    return { ok: false, reason: `가격 ${won(price)}은 한 병 가격으로 너무 높아 게시하지 않습니다 (최대 ${won(bounds.maxWon)})` };
  return { ok: true };
}
