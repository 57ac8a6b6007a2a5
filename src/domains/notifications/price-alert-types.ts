import type { PriceEvent } from "@/domains/catalog/price-events";
import type { PushMessage } from "@/domains/push/push-message";
import type { PriceAlert } from "@/domains/wishlist/price-alerts";

export type { PriceAlert };
/** The wishlist domain's answer to "who must hear about these price events"; tests pass their own. */
export type CollectPriceAlerts = (input: { events: PriceEvent[] }) => Promise<PriceAlert[]>;

/** Push's `enqueuePushDelivery` (src/domains/push/deliver-push.ts): queues and returns at once. */
export type EnqueuePushDelivery = (input: { messages: PushMessage[] }) => Promise<void>;
