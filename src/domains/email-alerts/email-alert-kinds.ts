import { NOTIFICATION_KINDS, type NotificationKind } from "@/domains/accounts/notification-kinds";

/** The kinds a member may take by e-mail: every notification kind (price drop, target, restock, saved search, replies). */
export const EMAIL_ALERT_KINDS = NOTIFICATION_KINDS;
export type EmailAlertKind = NotificationKind;

export function isEmailAlertKind(value: string): value is EmailAlertKind {
  return EMAIL_ALERT_KINDS.some((k) => k.kind === value);
}
