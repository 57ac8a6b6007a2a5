import { IdentityGateLayout, adultGateMetadata } from "@/domains/accounts/adult-gate";

// ADULT_VERIFICATION=identity: the 19+ notice instead of the liquids until 본인인증.
export const generateMetadata = adultGateMetadata;
export default IdentityGateLayout;
