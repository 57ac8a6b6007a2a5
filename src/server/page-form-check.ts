import { IncomingMessage } from "node:http";
import { hasNul, nestsTooDeep } from "@/platform/http/unsafe-input";
import { isWellFormedActionReply } from "./action-reply-check";

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A request carrying `body` in place of the original's stream, for Next to read. */
function replayWith(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    complete: true,
  });
  replay.push(body);
  replay.push(null);
  return replay;
}

/** Server actions and form posts to pages: bodies Next parses itself, so they are checked here first. */
export function isPageFormPost(req: IncomingMessage): boolean {
  if (req.method !== "POST" || req.url?.startsWith("/api/")) return false;
  return req.headers["next-action"] !== undefined || /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
}

const isUnsafe = (text: string) => hasNul(text) || nestsTooDeep(text);

/**
 * Next answers 500 when a server action's multipart body does not parse, when its reply is no argument list or
 * names parts it lacks (action-reply-check.ts), when React's reply decoder meets an argument nested thousands deep
 * (RangeError), and PostgreSQL when a text holds a NUL. The body (≤ 1 MB, checked before) is read once here: null
 * when it is any of those, else a request replaying it for Next.
 */
export async function checkPageFormPost(req: IncomingMessage): Promise<IncomingMessage | null> {
  const body = await readBody(req);
  const type = req.headers["content-type"] ?? "";
  const isAction = req.headers["next-action"] !== undefined;
  if (!/^multipart\/form-data\b/i.test(type)) {
    const text = body.toString("utf8");
    return isUnsafe(text) || (isAction && !isWellFormedActionReply(text)) ? null : replayWith(req, body);
  }
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    for (const [name, value] of form) if (hasNul(name) || (typeof value === "string" && isUnsafe(value))) return null;
    // A reply's root is its part "0"; without one it is a plain form post to an action (decoded differently).
    const root = form.get("0");
    const names = [...form.keys()];
    // A part is `<id>`, or FormData's fields `_<id>_<name>` (what React's encodeReply writes; `<id>_<name>` too).
    const hasPart = (id: string) => names.some((name) => name === id || name.startsWith(`${id}_`) || name.startsWith(`_${id}_`));
    if (isAction && root !== null && (typeof root !== "string" || !isWellFormedActionReply(root, hasPart))) return null;
  } catch {
    return null;
  }
  return replayWith(req, body);
}
