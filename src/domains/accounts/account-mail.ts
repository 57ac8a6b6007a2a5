import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { canSendMail, sendMail } from "@/platform/mail";

/** A one-time link's secret and the SHA-256 that is stored instead of it (a leaked table opens nothing). */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** An absolute link to a page of the site. */
export function siteLink(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${getConfig().BASE_URL.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/** An account mail (reset, verification, "already registered"), or in the embedded default (no SMTP_URL) a log line of it. */
export async function deliverAccountMail({ to, subject, lines }: { to: string; subject: string; lines: string[] }): Promise<void> {
  const text = lines.join("\n");
  if (!canSendMail()) {
    logger.info({ email: to, subject }, `${subject} (SMTP_URL이 없어 메일 대신 기록합니다):\n${text}`);
    return;
  }
  await sendMail({ to, subject: `[${getConfig().SITE_NAME}] ${subject}`, text });
}
