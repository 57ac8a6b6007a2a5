import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { listMailableMembers } from "@/domains/accounts/mailable-members";
import { listNotificationsAfter } from "@/domains/notifications/notifications-for-digest";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { canSendMail, sendMail } from "@/platform/mail";
import { composeDigestMail } from "./digest-mail";
import { emailAlertSubscriptions } from "./schema";
import { unsubscribeTokenFor } from "./unsubscribe-token";
import { emailDigests } from "@/platform/metrics/series";

/** After this many refusals in a row (a bouncing address), a member's e-mail alerts pause until they save them again. */
export const MAX_DIGEST_FAILURES = 3;

type Send = typeof sendMail;

/** Whether the mail server refused the address itself (5xx), not just this once. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
};

/**
 * Sends each member whose last digest is older than EMAIL_DIGEST_HOURS one mail with the notifications of
 * their chosen kinds since the last one. A member's failure (refused address, server down) is recorded and
 * logged, never thrown: the others still get theirs. Answers how many mails went out.
 */
export async function sendDueEmailDigests({ now = new Date(), send = sendMail }: { now?: Date; send?: Send } = {}): Promise<number> {
  if (!canSendMail()) return 0;
  const { EMAIL_DIGEST_HOURS, BASE_URL, SITE_NAME } = getConfig();
  const db = getDb();
  const dueBefore = new Date(now.getTime() - EMAIL_DIGEST_HOURS * 3_600_000);
  const due = await db
    .select()
    .from(emailAlertSubscriptions)
    .where(
      and(
        sql`cardinality(${emailAlertSubscriptions.kinds}) > 0`,
        isNull(emailAlertSubscriptions.pausedAt),
        or(isNull(emailAlertSubscriptions.lastDigestAt), lt(emailAlertSubscriptions.lastDigestAt, dueBefore)),
      ),
    );
  const members = await listMailableMembers({ userIds: due.map((d) => d.userId) });
  let sent = 0;
  for (const subscription of due) {
    const member = members.get(subscription.userId);
    if (!member) continue;
    const items = await listNotificationsAfter({
      userId: subscription.userId,
      afterId: subscription.sentUpToId,
      kinds: subscription.kinds,
    });
    if (items.length === 0) continue;
    const unsubscribeUrl = `${BASE_URL}/email-alerts/unsubscribe?token=${unsubscribeTokenFor({ userId: subscription.userId })}`;
    const oneClickUrl = `${BASE_URL}/api/email-alerts/unsubscribe?token=${unsubscribeTokenFor({ userId: subscription.userId })}`;
    const mail = composeDigestMail({ siteName: SITE_NAME, baseUrl: BASE_URL, nickname: member.nickname, items, unsubscribeUrl });
    try {
      await send({
        to: member.email,
        ...mail,
        headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      await db
        .update(emailAlertSubscriptions)
        .set({ sentUpToId: items.at(-1)!.id, lastDigestAt: now, failures: 0, lastFailure: null })
        .where(eq(emailAlertSubscriptions.userId, subscription.userId));
      sent += 1;
      emailDigests.inc({ outcome: "sent" });
    } catch (error) {
      emailDigests.inc({ outcome: "failed" });
      const failures = subscription.failures + 1;
      const pause = isPermanent(error) && failures >= MAX_DIGEST_FAILURES;
      logger.warn({ err: error, userId: subscription.userId, failures, pause }, "email digest not delivered");
      await db
        .update(emailAlertSubscriptions)
        .set({ failures, lastFailure: String((error as Error)?.message ?? error).slice(0, 500), ...(pause ? { pausedAt: now } : {}) })
        .where(eq(emailAlertSubscriptions.userId, subscription.userId));
    }
  }
  return sent;
}
