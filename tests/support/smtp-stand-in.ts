import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

/** The body of a single-part message, decoded from base64 or quoted-printable (what nodemailer writes). */
export function decodeBody(raw: string): { subject: string; text: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const subjectLine = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?utf-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"));
  if (encoding === "base64") return { subject, text: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { subject, text: Buffer.from(bytes, "latin1").toString("utf8") };
  }
  return { subject, text: body };
}

/**
 * A local SMTP server that keeps what it receives, for tests of mail the app sends (SMTP_URL).
 * `rejectRecipient` answers 550 for an address, as a server does for a mailbox that does not exist (a bounce).
 */
export async function startSmtpStandIn({ rejectRecipient = () => false }: { rejectRecipient?: (address: string) => boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejectRecipient(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...decodeBody(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` (waits up to `timeoutMs`). */
    async waitForMail({ to, subject, timeoutMs = 10_000 }: { to: string; subject?: string; timeoutMs?: number }): Promise<ReceivedMail> {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        const mail = mails.find((m) => m.to.includes(to) && (subject === undefined || m.subject.includes(subject)));
        if (mail) return mail;
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return new URL(match[0]);
}
