/** How long a password-reset link works (the mail and the form say it; no zod here, the form is a client component). */
export const PASSWORD_RESET_VALID_MINUTES = 30;
