import "server-only";

/** 본인인증's face: its notice (lazy), the PortOne stand-in the server mounts. */
export { LazyIdentityNotice } from "./lazy-identity-notice";
export { PORTONE_STAND_IN_ACCOUNT, PORTONE_STAND_IN_PATH } from "./portone-connection";
