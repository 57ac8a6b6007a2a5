import "server-only";

/** API 키's face: /profile's card, and the public API's look-up of the key a request presents. */
export { createApiKey, findLiveApiKey, revokeApiKey } from "./api-keys";
export { ApiKeysSection } from "./api-keys-section";
