import { memberPassesAdultGate } from "@/domains/accounts/adult-standing";
import { readSessionUser } from "@/platform/auth/read-session-user";
import type { MemberView } from "./page-request";

const ADULT_TTL_MS = 60_000;

/**
 * The session's member (revocation checked) and whether the 19+ gate lets them through; a yes is kept 60 s per
 * member, a no is asked again each time, so a member who has just done 본인인증 sees the pages on the next load.
 */
export function createMemberView(): MemberView {
  const adults = new Map<string, number>();
  return async (cookieHeader) => {
    const user = await readSessionUser({ cookieHeader });
    if (!user) return null;
    const now = Date.now();
    if ((adults.get(user.id) ?? 0) > now) return { adult: true };
    const adult = await memberPassesAdultGate({ userId: user.id });
    if (adult) {
      if (adults.size > 10_000) adults.clear();
      adults.set(user.id, now + ADULT_TTL_MS);
    }
    return { adult };
  };
}
