import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "./config";
import { processSlot } from "./process-slots";

const mailTransport = processSlot<{ url: string; transport: Transporter }>("mailTransport");

/** Whether mail can be sent (SMTP_URL is set). */
export function canSendMail(): boolean {
  return getConfig().SMTP_URL !== undefined;
}

/** Sends one mail (plain text, and HTML when given, with extra headers such as List-Unsubscribe) through SMTP_URL, from the site's contact address. */
export async function sendMail({
  to,
  subject,
  text,
  html,
  headers,
}: {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}): Promise<void> {
  const { SMTP_URL, SITE_NAME, CONTACT_EMAIL } = getConfig();
  if (!SMTP_URL) throw new Error("SMTP_URL is not set");
  let current = mailTransport.get();
  if (current?.url !== SMTP_URL) {
    current = { url: SMTP_URL, transport: nodemailer.createTransport(SMTP_URL) };
    mailTransport.set(current);
  }
  await current.transport.sendMail({
    from: { name: SITE_NAME, address: CONTACT_EMAIL },
    to,
    subject,
    text,
    html,
    headers,
  });
}
