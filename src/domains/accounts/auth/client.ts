/** What client components use of sign-in: the callback path rule, the providers' brand marks. */
export { safeCallbackPath } from "./callback-url";
export { PROVIDER_BRAND_STYLE, ProviderSymbol } from "./korean-provider-buttons";
