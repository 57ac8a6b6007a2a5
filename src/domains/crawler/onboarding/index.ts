import "server-only";

/** Onboarding's face for the server: a shop inspected from its address, then saved and crawled. */
export { inspectShopForAdmin, onboardShop } from "./onboard-shop";
export { onboardShopInput } from "./onboard-form";
