import { Pool } from "undici";

export type SteadyLoadOutcome = {
  complete: number;
  incomplete: number;
  refused: number;
  /** Every other way a request ended (ECONNRESET, "other side closed"…) and when (epoch ms). */
  failed: Array<{ code: string; at: number }>;
  keptOpenAt: number[];
};

/**
 * `connections` keep-alive clients, each sending its next request as soon as it has an answer, until the listener
 * refuses it (then nothing was sent, so nothing was lost: that client is done) or `giveUpMs` pass. A complete answer
 * is a 200 whose body is `body`.
 */
export function steadyLoad(
  url: string,
  { connections, body, giveUpMs = 20_000 }: { connections: number; body: string; giveUpMs?: number },
) {
  const pool = new Pool(url, { connections });
  const outcome: SteadyLoadOutcome = { complete: 0, incomplete: 0, refused: 0, failed: [], keptOpenAt: [] };
  const giveUpAt = Date.now() + giveUpMs;
  const client = async () => {
    while (Date.now() < giveUpAt) {
      try {
        const answer = await pool.request({ path: "/", method: "GET" });
        const text = await answer.body.text();
        if (answer.headers.connection === "keep-alive") outcome.keptOpenAt.push(Date.now());
        if (answer.statusCode === 200 && text === body) outcome.complete += 1;
        else outcome.incomplete += 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        if (code === "ECONNREFUSED") return void (outcome.refused += 1);
        outcome.failed.push({ code, at: Date.now() });
      }
    }
  };
  const done = Promise.all(Array.from({ length: connections }, client)).then(() => pool.close());
  return { outcome, done };
}
