/** Pricing's face for client components: freshness, the badges and the price basis. */
export { formatFreshness } from "./freshness";
export { DropBadge, UsualLowBadge } from "./price-badges";
export type { PriceBasis } from "./price-basis-key";
