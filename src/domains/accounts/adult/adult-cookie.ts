/** Set once a visitor confirms being an adult; server.ts's page cache keys pages on it (or on an adult member's birth year). */
export const ADULT_COOKIE = "adult_ok";
export const ADULT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
