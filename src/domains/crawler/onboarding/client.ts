/** Onboarding's face for client components: the admin's 판매처 추가 panel (inspect, then save). */
export { ShopOnboardingPanel } from "./shop-onboarding-panel";
