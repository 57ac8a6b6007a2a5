import "server-only";
import { findUserAuthState } from "@/domains/accounts/queries";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { SessionUser } from "@/platform/auth/session-user";
import { badRequest, forbidden, tooManyRequests } from "@/platform/errors";
import { communityLimiters, type CommunityAction } from "./community-limits";

/**
 * Refuses a write by a banned or withdrawn member (403; their session also ends within a minute), over
 * the action's rate limit (429, admins exempt: they post notices and clean up), or with a word from the
 * admins' profanity/spam list (400). Every community and review write goes through here first.
 */
export async function assertMayWrite({ user, action, texts }: { user: SessionUser; action: CommunityAction; texts: string[] }) {
  const state = await findUserAuthState({ userId: user.id });
  if (!state || state.bannedAt || state.deletedAt) throw forbidden("이용이 제한된 회원은 글을 쓸 수 없습니다.");
  if (state.grade !== "ADMIN") {
    const { allowed } = await communityLimiters()[action].hit(user.id);
    if (!allowed) throw tooManyRequests("글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해 주세요.");
  }
  const word = findBannedWord(texts, (await getSiteSettings()).profanityWords);
  if (word) throw badRequest(`사용할 수 없는 표현("${word}")이 포함되어 있습니다.`, "banned_word");
}

// Spaces and punctuation inserted between letters ("바 보") do not get a word past the list.
const squeeze = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, "");

/** The first listed word any text contains (case, width and spacing ignored), or null. */
export function findBannedWord(texts: readonly string[], words: readonly string[]): string | null {
  const haystack = texts.map(squeeze);
  return words.find((word) => squeeze(word) !== "" && haystack.some((text) => text.includes(squeeze(word)))) ?? null;
}
