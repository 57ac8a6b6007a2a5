import "server-only";
import type { KoreanProviderId } from "./korean-provider-names";
import { readProviderTicket } from "./auth/provider-tickets";
import { findUserByEmail } from "./queries";

export type ProviderWelcome = { provider: KoreanProviderId; email: string | null; emailKept: boolean; suggestedNickname: string };

/** What /auth/welcome shows for this browser's pending first Kakao/Naver sign-in, or null when there is none. */
export async function getProviderWelcome(): Promise<ProviderWelcome | null> {
  const ticket = await readProviderTicket("signUp");
  if (!ticket) return null;
  const emailKept = ticket.emailVerified && ticket.email !== null && (await findUserByEmail({ email: ticket.email })) === null;
  const suggestedNickname = (ticket.name ?? "")
    .replace(/[^가-힣A-Za-z0-9_]/g, "")
    .replace(/^(관리자|운영자|admin)/i, "")
    .slice(0, 16);
  return {
    provider: ticket.provider,
    email: ticket.email,
    emailKept,
    suggestedNickname: suggestedNickname.length >= 2 ? suggestedNickname : "",
  };
}
