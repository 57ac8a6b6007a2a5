import { enqueuePushDelivery } from "@/domains/push/deliver-push";
import { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

// The inputs other domains provide: the wishlist decides who hears, push delivers to members' browsers.
export const priceAlertSource: CollectPriceAlerts = collectPriceAlerts;
export const pushDelivery: EnqueuePushDelivery = enqueuePushDelivery;
