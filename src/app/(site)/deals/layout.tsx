import { GatedRouteLayout, adultGateMetadata } from "@/domains/accounts/adult";

// ADULT_VERIFICATION=identity: noindex (the page shows crawlers the 19+ notice; see ARCHITECTURE.md).
export const generateMetadata = adultGateMetadata;
export default GatedRouteLayout;
