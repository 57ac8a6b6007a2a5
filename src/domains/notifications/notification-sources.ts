import { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

// The inputs other domains provide: the wishlist decides who hears; push's enqueuePushDelivery joins when push lands.
export const priceAlertSource: CollectPriceAlerts = collectPriceAlerts;
export const pushDelivery: EnqueuePushDelivery = async () => {};
