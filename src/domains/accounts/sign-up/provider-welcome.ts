import "server-only";
import { freeNicknameFor, nicknameFromName } from "./free-nickname";
import { readProviderTicket, type ProviderTicket } from "../auth";
import type { SignUpProviderId } from "../sign-up-provider-names";

export type ProviderWelcome = { provider: SignUpProviderId; email: string | null; emailKept: boolean; suggestedNickname: string };

/** The Kakao/Naver nickname as it may stand, or nothing; Google's name or e-mail made into a free nickname. */
async function suggestedNicknameFor(ticket: ProviderTicket<"signUp">): Promise<string> {
  if (ticket.provider === "google") return freeNicknameFor(ticket);
  const nickname = nicknameFromName(ticket.name ?? "", 16);
  return nickname.length >= 2 ? nickname : "";
}

/** What /auth/welcome shows for this browser's pending first Kakao, Naver or Google sign-in, or null when there is none. */
export async function getProviderWelcome(): Promise<ProviderWelcome | null> {
  const ticket = await readProviderTicket("signUp");
  if (!ticket) return null;
  // The same page whether or not the address has an account (no registration oracle): a taken one is left out at sign-up.
  const emailKept = ticket.emailVerified && ticket.email !== null;
  return { provider: ticket.provider, email: ticket.email, emailKept, suggestedNickname: await suggestedNicknameFor(ticket) };
}
