import "server-only";
import { eq, sql } from "drizzle-orm";
import { latestNotificationId } from "@/domains/notifications/notifications-for-digest";
import { getDb } from "@/platform/db/client";
import type { EmailAlertKind } from "./email-alert-kinds";
import { emailAlertSubscriptions } from "./schema";

export type EmailAlertSettings = { kinds: EmailAlertKind[]; paused: boolean };

export async function getEmailAlertSettings({ userId }: { userId: string }): Promise<EmailAlertSettings> {
  const [row] = await getDb().select().from(emailAlertSubscriptions).where(eq(emailAlertSubscriptions.userId, userId));
  return { kinds: (row?.kinds ?? []) as EmailAlertKind[], paused: row?.pausedAt != null };
}

/**
 * Saves the kinds a member takes by e-mail. Turning e-mail on (from none) starts after the newest
 * notification, so no old news is mailed; a save also lifts a pause left by bounces.
 */
export async function setEmailAlertKinds({ userId, kinds }: { userId: string; kinds: readonly EmailAlertKind[] }): Promise<void> {
  const startAt = await latestNotificationId({ userId });
  await getDb()
    .insert(emailAlertSubscriptions)
    .values({ userId, kinds: [...kinds], sentUpToId: startAt })
    .onConflictDoUpdate({
      target: emailAlertSubscriptions.userId,
      set: {
        kinds: [...kinds],
        sentUpToId: sql`case when cardinality(${emailAlertSubscriptions.kinds}) = 0 then ${startAt} else ${emailAlertSubscriptions.sentUpToId} end`,
        failures: 0,
        pausedAt: null,
        updatedAt: new Date(),
      },
    });
}

/** One-click unsubscribe: every kind off. */
export async function unsubscribeFromEmailAlerts({ userId }: { userId: string }): Promise<void> {
  await getDb().update(emailAlertSubscriptions).set({ kinds: [], updatedAt: new Date() }).where(eq(emailAlertSubscriptions.userId, userId));
}
