import "server-only";

/** API 키's face: /profile's card, and the public API's look-up of the key a request presents. */
export { API_KEY_PREFIX, createApiKey, findLiveApiKey, revokeApiKey } from "./api-keys";
export { ApiKeysSection } from "./api-keys-section";
