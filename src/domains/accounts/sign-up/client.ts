/** What client components use of sign-up: the action that mails the verification link again. */
export { resendEmailVerificationAction } from "./actions";
