import type { DemoPrice } from "@/demo/catalog-model";
import type { BenefitKind, BenefitPrice } from "@/domains/catalog/benefit-price";
import type { ShopPage } from "../shop-pages";

/** What a product page template renders: the page, its price now, and a few other products of the shop. */
export type ProductPageView = {
  page: ShopPage;
  price: DemoPrice;
  /** Path prefix of the shop on the demo server, e.g. `/vapemall`. */
  prefix: string;
  related: Array<{ page: ShopPage; price: DemoPrice }>;
  /** The coupon, card or member price the page states beside its price (demoBenefitsAt). */
  benefits: BenefitPrice[];
};

/** The view's benefit of a kind, if the page states one. */
export const benefitOf = (view: ProductPageView, kind: BenefitKind) => view.benefits.find((benefit) => benefit.kind === kind);

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
export const comma = (won: number) => won.toLocaleString("ko-KR");
export const won = (amount: number) => `${comma(amount)}원`;

/** The shop's shipping line as Korean shops write it: `3,000원 (50,000원 이상 구매 시 무료)`. */
export function shippingText(page: ShopPage): string {
  const { shippingFee, freeShippingThreshold } = page.site;
  if (shippingFee === 0) return "무료배송";
  return freeShippingThreshold === null ? won(shippingFee) : `${won(shippingFee)} (${won(freeShippingThreshold)} 이상 구매 시 무료)`;
}

export const imagePath = (view: ProductPageView) => `${view.prefix}/images/${view.page.code}.jpg`;
export const href = (view: ProductPageView, page: ShopPage) => `${view.prefix}${page.path}`;
