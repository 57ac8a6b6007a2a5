import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { readSessionUser } from "./read-session-user";
import type { SessionUser } from "./session-user";

/**
 * The user behind the current request, or null: next-auth's JWT cookie, checked against the
 * database's token version at most every 60 s (ban, grade change, withdrawal, sign out everywhere).
 * Memoised per request, so the header, the page and its guards share one lookup.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const jar = await cookies();
  return readSessionUser({ cookies: Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])) });
});
