import "server-only";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { listProviderAccountIds } from "@/domains/accounts/queries";
import { retryDelayMs } from "@/platform/queue/retry-after";
import type { SendLimiter } from "@/platform/queue/send-limiter";
import { logger } from "@/platform/logger";
import { kakaoTalkDeliveries } from "@/platform/metrics/series";
import type { JobRetry } from "@/platform/queue/job-queue";
import { refreshKakaoTokens, sendTalkMemo, type MemoOutcome, type TalkTextTemplate } from "./kakao-api";
import {
  claimTalkDelivery,
  deleteTalkLink,
  findOpenTalkLink,
  listOpenTalkLinks,
  releaseTalkDelivery,
  storeRefreshedTokens,
  type OpenTalkLink,
} from "./talk-links";
import { talkTemplateFor } from "./talk-message";

/** A batch of stored notifications to send; a retry carries one message and its next attempt. */
export type TalkJob = { messages: ChannelMessage[]; attempt: number };
export type TalkRetry = JobRetry<TalkJob>;

/** Tries of one message before it is given up (retries after 5 s, 10 s, 20 s unless Kakao says when). */
export const MAX_TALK_ATTEMPTS = 4;
/** An access token this close to its end is refreshed before sending. */
const REFRESH_MARGIN_MS = 60_000;

type Fresh = { kind: "token"; accessToken: string } | { kind: "gone" } | { kind: "retry"; reason: string };

/** New tokens for a link; a refusal means the member's consent is over, unless another process refreshed first. */
async function refreshLink(link: OpenTalkLink): Promise<Fresh> {
  const outcome = await refreshKakaoTokens({ refreshToken: link.refreshToken });
  if (outcome.kind === "retry") return outcome;
  if (outcome.kind === "refreshed") {
    await storeRefreshedTokens({ link, tokens: outcome.tokens });
    return { kind: "token", accessToken: outcome.tokens.accessToken };
  }
  const current = await findOpenTalkLink({ userId: link.userId });
  if (current && current.refreshSealed !== link.refreshSealed) return { kind: "token", accessToken: current.accessToken };
  await deleteTalkLink({ userId: link.userId });
  return { kind: "gone" };
}

type Sent = MemoOutcome | { kind: "gone" };
const REFUSED_AFTER_REFRESH: Sent = { kind: "failed", reason: "token refused right after a refresh" };

/** One member's messages in order, with their one token: refreshed before it ends, and once on -401. */
function memberSender(link: OpenTalkLink) {
  let accessToken = link.accessToken;
  let refreshed = false;
  const refresh = async (): Promise<Fresh> => {
    const fresh = await refreshLink(link);
    // Only a refresh that worked counts: after Kakao's token endpoint failed, the next message tries again.
    if (fresh.kind === "token") [accessToken, refreshed] = [fresh.accessToken, true];
    return fresh;
  };
  return async (template: TalkTextTemplate): Promise<Sent> => {
    if (!refreshed && link.expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) {
      const fresh = await refresh();
      if (fresh.kind !== "token") return fresh;
    }
    const first = await sendTalkMemo({ accessToken, template });
    if (first.kind !== "expired") return first;
    if (refreshed) return REFUSED_AFTER_REFRESH;
    const fresh = await refresh();
    if (fresh.kind !== "token") return fresh;
    const again = await sendTalkMemo({ accessToken, template });
    return again.kind === "expired" ? REFUSED_AFTER_REFRESH : again;
  };
}

/** Sends a member's messages; stops at once when their consent turns out withdrawn. Answers the retries. */
async function deliverToMember({
  link,
  messages,
  attempt,
  baseUrl,
}: {
  link: OpenTalkLink;
  messages: ChannelMessage[];
  attempt: number;
  baseUrl: string;
}): Promise<TalkRetry[]> {
  const send = memberSender(link);
  const retries: TalkRetry[] = [];
  for (const message of messages) {
    const claim = { userId: message.userId, notificationId: message.notificationId };
    if (!(await claimTalkDelivery(claim))) continue;
    const outcome = await send(talkTemplateFor({ message, baseUrl }));
    kakaoTalkDeliveries.inc({ outcome: outcome.kind === "gone" ? "withdrawn" : outcome.kind === "expired" ? "failed" : outcome.kind });
    if (outcome.kind === "sent") continue;
    if (outcome.kind === "withdrawn" || outcome.kind === "gone") {
      // -402 or a refused refresh: the member took their consent back at Kakao; nothing more is sent.
      if (outcome.kind === "withdrawn") await deleteTalkLink({ userId: link.userId });
      logger.info({ userId: link.userId, outcome: outcome.kind }, "kakao talk consent gone, link removed");
      break;
    }
    if (outcome.kind === "failed" || attempt >= MAX_TALK_ATTEMPTS) {
      logger.warn(
        { userId: link.userId, reason: outcome.kind === "expired" ? "expired" : outcome.reason, attempt },
        "kakao talk message given up",
      );
      continue;
    }
    await releaseTalkDelivery(claim);
    const delayMs = retryDelayMs({ attempt, retryAfterMs: outcome.kind === "retry" ? outcome.retryAfterMs : undefined });
    retries.push({ job: { messages: [message], attempt: attempt + 1 }, delayMs });
  }
  return retries;
}

/**
 * Sends a job's messages to the KakaoTalk of each member who consented (members without a link are skipped), each
 * member's in order through one slot of `limit`, and answers the retries to schedule.
 */
export async function runTalkJob({ job, limit, baseUrl }: { job: TalkJob; limit: SendLimiter; baseUrl: string }): Promise<TalkRetry[]> {
  const byMember = new Map<string, ChannelMessage[]>();
  for (const message of job.messages) byMember.set(message.userId, [...(byMember.get(message.userId) ?? []), message]);
  const links = await listOpenTalkLinks({ userIds: [...byMember.keys()] });
  // Consent holds for the Kakao account the member signs in with: unlinked since (or another one linked), it is forgotten.
  const signInAccounts = await listProviderAccountIds({ userIds: [...links.keys()], provider: "kakao" });
  for (const [userId, link] of links)
    if (signInAccounts.get(userId) !== link.kakaoAccountId) {
      links.delete(userId);
      await deleteTalkLink({ userId });
    }
  const settled = await Promise.allSettled(
    [...byMember].flatMap(([userId, messages]) => {
      const link = links.get(userId);
      return link ? [limit(() => deliverToMember({ link, messages, attempt: job.attempt, baseUrl }))] : [];
    }),
  );
  return settled.flatMap((outcome) => {
    if (outcome.status === "fulfilled") return outcome.value;
    logger.warn({ err: outcome.reason }, "kakao talk delivery bookkeeping failed");
    return [];
  });
}
