import "server-only";
import { getConfig } from "@/platform/config";
import { canSendMail } from "@/platform/mail";
import { EmailAlertsCard } from "./email-alerts-card";
import { getEmailAlertSettings } from "./email-alert-preferences";
import "./withdrawal-cleanup";

/** /profile's 이메일 알림 card for the signed-in member. */
export async function EmailAlertsSection({ userId, email }: { userId: string; email: string | null }) {
  const settings = await getEmailAlertSettings({ userId });
  return <EmailAlertsCard email={email} {...settings} digestHours={getConfig().EMAIL_DIGEST_HOURS} mailEnabled={canSendMail()} />;
}
