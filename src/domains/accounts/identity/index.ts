import "server-only";

/** 본인인증's face: its notice, loaded on demand. */
export { LazyIdentityNotice } from "./lazy-identity-notice";
