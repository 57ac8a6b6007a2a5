import { decodeBody, type ReceivedMail } from "./smtp-stand-in";

/** A received mail's headers (unfolded) and its decoded text/plain and text/html parts (multipart/alternative, as nodemailer writes). */
export function mailParts(mail: ReceivedMail): { header: (name: string) => string | undefined; text: string; html: string } {
  const [head = ""] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`).slice(1, -1) : [mail.raw];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`content-type:\\s*${type}`, "i").test(p));
    return found ? decodeBody(found.replace(/^\r?\n/, "")).text : "";
  };
  return { header, text: part("text/plain"), html: part("text/html") };
}
