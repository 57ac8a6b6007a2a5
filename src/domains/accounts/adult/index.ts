import "server-only";

/** The 19+ gate's face: the gate and gated pages' metadata, whether a member or a request passes it. */
export { AdultGate, GatedRouteLayout, adultGateMetadata, gatedMetadata, gatedPage } from "./adult-gate";
export { memberPassesAdultGate } from "./adult-standing";
export { identityGateHolds } from "./request-adult-standing";
