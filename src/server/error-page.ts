import type { IncomingMessage, ServerResponse } from "node:http";

/** Bodies up to this size are read to the end after a refusal rather than cut. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

const TITLES: Record<number, string> = {
  400: "잘못된 요청입니다",
  404: "페이지를 찾을 수 없습니다",
  411: "요청 길이가 필요합니다",
  413: "요청이 너무 큽니다",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/**
 * Answers a request the server refuses before Next sees it: `{error:{code,message}}` JSON for the
 * API and server actions, a small Korean page for people. An unread body of a sane size is read to its end and dropped before
 * the answer, so the client, still sending it, is not reset; a larger one closes the connection.
 */
export function answerRefusal({
  req,
  res,
  status,
  code,
  message,
}: {
  req: IncomingMessage;
  res: ServerResponse;
  status: number;
  code: string;
  message: string;
}): void {
  // Server actions are called by the page's script, which reads JSON like the API's callers.
  const api = (req.url ?? "").startsWith("/api/") || req.headers["next-action"] !== undefined;
  const body = api
    ? JSON.stringify({ error: { code, message } })
    : `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(TITLES[status] ?? "요청을 처리할 수 없습니다")}</title></head>` +
      `<body style="font-family:sans-serif;text-align:center;padding:4rem 1rem"><h1>${escapeHtml(TITLES[status] ?? "요청을 처리할 수 없습니다")}</h1>` +
      `<p>${escapeHtml(message)}</p><p><a href="/">홈으로 가기</a></p></body></html>`;
  const declared = Number(req.headers["content-length"] ?? 0);
  const drop = !req.complete && (req.headers["transfer-encoding"] !== undefined || !(declared <= MAX_DISCARDED_BYTES));
  const answer = () => {
    res.writeHead(status, {
      "content-type": api ? "application/json" : "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      ...(drop ? { connection: "close" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  if (req.complete || drop) {
    if (!req.complete) req.resume();
    return answer();
  }
  // Answer once the body is in: a client that sent `Connection: close` has its socket closed right after the
  // answer, which would reset it in the middle of sending.
  req.once("end", answer);
  req.once("error", () => res.destroy());
  req.resume();
}
