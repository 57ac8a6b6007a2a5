import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

// The two inputs other domains provide: the wishlist's collectPriceAlerts and push's enqueuePushDelivery.
// Until those domains are merged nobody is alerted and nothing is pushed; the composition wires the real ones here.
export const priceAlertSource: CollectPriceAlerts = async () => [];
export const pushDelivery: EnqueuePushDelivery = async () => {};
