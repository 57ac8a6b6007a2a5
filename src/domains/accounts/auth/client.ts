/** What client components use of sign-in: the callback path rule, the providers' brand marks, Google's account prompt. */
export { safeCallbackPath } from "./callback-url";
export { chooseGoogleAccount } from "./google-identity";
export { PROVIDER_BRAND_STYLE, ProviderSymbol } from "./korean-provider-buttons";
