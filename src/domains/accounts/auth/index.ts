import "server-only";

/**
 * Sign-in's face: next-auth's options and request checks, the sign-in page's form and buttons, One Tap and the
 * Google credential check, the provider tickets and the session cookie a finished sign-in reissues.
 */
export { AuthFailure } from "./auth-errors";
export { getAuthOptions } from "./auth-options";
export { findAuthRequestFault } from "./auth-request-check";
export { withoutInternalErrorText } from "./auth-response-errors";
export { memberForGoogleAccount } from "./authenticate-with-google";
export { verifyGoogleCredential } from "./google-id-token";
export { KoreanSignInButtons } from "./korean-provider-buttons";
export { configuredKoreanProviders } from "./korean-providers";
export { LazyGoogleOneTap } from "./lazy-google-one-tap";
export { type SignUpIdentity } from "./provider-identity";
export { memberForProviderAccount } from "./provider-sign-in";
export { clearProviderTicket, readProviderTicket, setProviderTicket, type ProviderTicket } from "./provider-tickets";
export { redirectSignedIn } from "./redirect-signed-in";
export { reissueSessionCookie } from "./session-cookie";
export { SignInForm } from "./sign-in-form";
