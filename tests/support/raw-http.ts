import { connect } from "node:net";

/**
 * One request written byte for byte (`head`: request line and headers, no blank line) and the whole answer, up to the
 * server closing the connection; rejects when no answer ends within `timeoutMs` (a hung socket).
 */
export function rawRequest(port: number, head: string, { body = "", timeoutMs = 10_000 }: { body?: string; timeoutMs?: number } = {}) {
  return new Promise<string>((resolve, reject) => {
    const connection = /Upgrade:/i.test(head) ? "Upgrade" : "close";
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\nConnection: ${connection}\r\n\r\n${body}`));
    let answer = "";
    const timer = setTimeout(
      () => (socket.destroy(), reject(new Error(`no answer within ${timeoutMs} ms: ${head.split("\r\n")[0]}`))),
      timeoutMs,
    );
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => (clearTimeout(timer), resolve(answer)));
    socket.on("error", (error) => (clearTimeout(timer), reject(error)));
  });
}
