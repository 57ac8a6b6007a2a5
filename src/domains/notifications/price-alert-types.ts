import type { PriceEvent } from "@/domains/catalog/price-events";

/**
 * The wishlist domain's answer to "who must hear about these price events" (contract: wishlist's
 * `collectPriceAlerts` in src/domains/wishlist/price-alerts.ts). Notifications receive the function,
 * so the wishlist never imports notifications and tests can pass their own.
 */
export type PriceAlert = {
  userId: string;
  kind: "price_drop" | "target_price" | "back_in_stock" | "saved_search";
  productId: number;
  content: string;
  url: string;
};
export type CollectPriceAlerts = (input: { events: PriceEvent[] }) => Promise<PriceAlert[]>;

/** Push's `enqueuePushDelivery` (src/domains/push/deliver-push.ts): queues and returns at once. */
export type PushMessage = { userId: string; title: string; body: string; url: string; tag: string };
export type EnqueuePushDelivery = (input: { messages: PushMessage[] }) => Promise<void>;
