import { IncomingMessage } from "node:http";

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

/** Only form posts to pages (server actions without JavaScript, or with files) are parsed by Next itself. */
export function isPageFormPost(req: IncomingMessage): boolean {
  return req.method === "POST" && !req.url?.startsWith("/api/") && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
}

/**
 * Next answers 500 when a server action's multipart body does not parse. The body (≤ 1 MB, checked
 * before) is parsed once here: null when malformed, else a request replaying it for Next.
 */
export async function checkPageFormPost(req: IncomingMessage): Promise<IncomingMessage | null> {
  const body = await readBody(req);
  try {
    await new Response(new Uint8Array(body), { headers: { "content-type": req.headers["content-type"]! } }).formData();
  } catch {
    return null;
  }
  return replayWith(req, body);
}
