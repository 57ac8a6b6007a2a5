import type { ProductSummary } from "@/domains/catalog/listing";
import type { LowestBuyableOffer } from "@/domains/catalog/pricing";
import { strengthLabel } from "@/domains/catalog/labels";
import { formatTypicalRange } from "@/domains/catalog/price-insight";
import { formatWon } from "@/ui/format-won";

/** What an alert names: the product as shoppers tell bottles apart (its maker too: several sell one flavour), and where its all-in lowest is. */
export type AlertSubject = {
  manufacturerName: string;
  name: string;
  volumeMl: number;
  nicotineMg: number;
  shopName: string;
  price: number;
};

/** A product with a buyable lowest, as its alerts name it: the all-in lowest its price event announced, the shop of the offer holding it. */
export function alertSubject({
  product,
  lowest,
  price,
}: {
  product: ProductSummary;
  lowest: LowestBuyableOffer;
  price: number;
}): AlertSubject {
  return { ...product, shopName: lowest.shopName, price };
}

/** `구름공방 크랜베리 스무디 30ml 9.8mg · 베이프몰 18,500원 (배송비 포함` — the shared head of every price alert. */
function head({ manufacturerName, name, volumeMl, nicotineMg, shopName, price }: AlertSubject): string {
  return `${manufacturerName} ${name} ${volumeMl}ml ${strengthLabel(nicotineMg)} · ${shopName} ${formatWon(price)} (배송비 포함`;
}

const dropFrom = (subject: AlertSubject, from: number) => `${formatWon(from)}에서 ↓${Math.floor(((from - subject.price) / from) * 100)}%`;

/** `… (배송비 포함, 20,000원에서 ↓7%)`: `from` is the price last announced to the member. */
export function priceDropText(subject: AlertSubject, from: number): string {
  return `${head(subject)}, ${dropFrom(subject, from)})`;
}

/** `… (배송비 포함, 역대 최저가 · 20,000원에서 ↓7%)`: the lowest in our history, under what the member was last told. */
export function allTimeLowText(subject: AlertSubject, from: number): string {
  return `${head(subject)}, 역대 최저가 · ${dropFrom(subject, from)})`;
}

export function targetReachedText(subject: AlertSubject, target: number): string {
  return `${head(subject)}, 목표가 ${formatWon(target)} 도달)`;
}

/** `… (배송비 포함, 평소 14,000~15,500원보다 낮음)`: 평소보다 낮아지면 알림. */
export function belowUsualText(subject: AlertSubject, [low, high]: [low: number, high: number]): string {
  return `${head(subject)}, 평소 ${formatTypicalRange(low, high)}보다 낮음)`;
}

export function backInStockText(subject: AlertSubject): string {
  return `${head(subject)}, 재입고)`;
}

/** A saved search's hit: `저장한 검색 ‘입호흡 · 9.8mg’: 구름공방 크랜베리 스무디 30ml 9.8mg · 베이프몰 18,500원 (배송비 포함)`. */
export function savedSearchText(label: string, subject: AlertSubject): string {
  return `저장한 검색 ‘${label}’: ${head(subject)})`;
}
