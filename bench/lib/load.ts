import autocannon from "autocannon";
import { createServer, type Server } from "node:http";

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** autocannon against one URL (or, with `paths`, that server's paths in turn): mean req/s and latency percentiles (ms) over `seconds`. */
export async function measureLoad(
  url: string,
  { connections = 50, seconds = 10, headers = {} as Record<string, string>, paths = [] as readonly string[] } = {},
): Promise<LoadResult> {
  let next = 0;
  const rotate = paths.length ? [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers, ...(rotate ? { requests: rotate } : {}) });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The baseline of every benchmark: plain node:http answering the same bytes and headers. */
export async function startStaticBaseline(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
