import "server-only";

/** 연결된 계정's face: /profile's card of linked sign-in providers. */
export { LinkedAccounts } from "./linked-accounts";
