import "server-only";

/** The 19+ gate's face: the gate and gated pages' metadata, whether a request passes it. */
export { AdultGate, GatedRouteLayout, adultGateMetadata, gatedMetadata, gatedPage } from "./adult-gate";
export { identityGateHolds } from "./request-adult-standing";
export { adultGateNeedsIdentity } from "../adult-standing";
