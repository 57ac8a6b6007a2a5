/** Set once a visitor confirms being an adult; server.ts's micro-cache keys anonymous pages on it. */
export const ADULT_COOKIE = "adult_ok";
export const ADULT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
