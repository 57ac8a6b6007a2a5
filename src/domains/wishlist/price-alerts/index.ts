import "server-only";

/** Price alerts' face: who must hear of a batch of price events and why (the notifications domain's pipeline asks), and an alert's words. */
export { collectPriceAlerts, type PriceAlert } from "./collect-price-alerts";
export { priceDropText } from "./price-alert-text";
