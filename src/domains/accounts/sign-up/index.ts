import "server-only";

/** Sign-up's face: the sign-up, verify-email and welcome pages' forms, the welcome's ticket, a nickname's conflict. */
export { ProviderSignUpForm } from "./provider-sign-up-form";
export { getProviderWelcome } from "./provider-welcome";
export { NICKNAME_TAKEN, toUserConflict } from "./register-member";
export { SignUpForm } from "./sign-up-form";
export { VerifyEmailForm } from "./verify-email-form";
