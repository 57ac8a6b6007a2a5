/** Pricing's face: recording a crawled price, offers turning stale, the daily price insights, shop standings, the price badges and the price basis. */
export { countOfferStandings } from "./count-offer-standings";
export { listBuyableOffers } from "./list-buyable-offers";
export { listLowestBuyableOffers, type LowestBuyableOffer } from "./lowest-buyable-offers";
export { loadOfferMedians } from "./offer-medians";
export { PriceBadges } from "./price-badges";
export { PRICE_SORT_OF_BASIS } from "./price-basis-key";
export { PriceBasisScript } from "./price-basis-script";
export { PriceBasisToggle } from "./price-basis-toggle";
export { startPriceInsights } from "./price-insight-service";
export { startPricingExpiry } from "./pricing-expiry-service";
export { listOutboundClicksByProductDay, listRecentPriceDrops, listShopStandings } from "./ranking-signals";
export { recordOfferObservation } from "./record-offer-observation";
