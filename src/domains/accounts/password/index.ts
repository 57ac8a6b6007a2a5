import "server-only";

/** Passwords' face: the forgotten-password and reset pages, a change of password, the addresses a member signed in from. */
export { changePassword } from "./change-password";
export { ForgotPasswordForm } from "./forgot-password-form";
export { rememberSignInAddress } from "./password-reset";
export { ResetPasswordPanel } from "./reset-password-panel";
