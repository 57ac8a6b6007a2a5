import "server-only";
import { listAdminContacts } from "@/domains/accounts/mailable-members";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { canSendMail, sendMail } from "@/platform/mail";
import { notifyMembers } from "./notice-pipeline";

/** The notification kind of operations alarms (shop broken, crawl queue stalled, push failing, and their recovery). */
export const OPERATIONS_NOTICE_KIND = "operations";

/**
 * Tells every admin one thing, by every way there is: the bell (live over the socket), push where they enabled it, and
 * an e-mail when SMTP_URL is set. `url` is site-relative; the mail carries it as a full link. A failed mail is logged.
 */
export async function notifyAdmins({ content, url, subject }: { content: string; url: string; subject: string }): Promise<number> {
  const admins = await listAdminContacts();
  if (admins.length === 0) return 0;
  await notifyMembers({
    notices: admins.map((admin) => ({ userId: admin.id, kind: OPERATIONS_NOTICE_KIND, content, url })),
    pushTitle: subject,
  });
  if (canSendMail()) {
    const { BASE_URL, SITE_NAME } = getConfig();
    const link = new URL(url, BASE_URL).toString();
    for (const admin of admins.filter((a) => a.email))
      await sendMail({ to: admin.email!, subject: `[${SITE_NAME} 운영] ${subject}`, text: `${content}\n\n${link}\n` }).catch((err) =>
        logger.warn({ err, userId: admin.id }, "operations alarm mail not sent"),
      );
  }
  return admins.length;
}
