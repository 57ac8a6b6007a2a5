import { isAdultMember } from "@/domains/accounts/queries";
import { readSessionUser } from "@/platform/auth/read-session-user";
import type { MemberView } from "./page-request";

const ADULT_TTL_MS = 60_000;

/** The session's member (revocation checked) and whether their birth year makes them an adult; the latter kept 60 s per member. */
export function createMemberView(): MemberView {
  const adults = new Map<string, { adult: Promise<boolean>; until: number }>();
  return async (cookieHeader) => {
    const user = await readSessionUser({ cookieHeader });
    if (!user) return null;
    const now = Date.now();
    let known = adults.get(user.id);
    if (!known || known.until < now) {
      if (adults.size > 10_000) adults.clear();
      known = { adult: isAdultMember({ userId: user.id }), until: now + ADULT_TTL_MS };
      adults.set(user.id, known);
      known.adult.catch(() => adults.delete(user.id));
    }
    return { adult: await known.adult };
  };
}
