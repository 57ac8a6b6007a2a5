import { createServer } from "node:http";
import { createPortOneStandIn } from "@/demo/portone-stand-in/portone-stand-in";

/** The demo's PortOne stand-in on a port of its own, as PortOne's API would be reached: the env that points the site at it. */
export async function startPortOneStandIn({ storeId = "store-test", secret = "portone-test-secret" } = {}) {
  const standIn = createPortOneStandIn({ storeId, secret });
  const server = createServer((req, res) => void standIn.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    ...standIn,
    url,
    env: { PORTONE_STORE_ID: storeId, PORTONE_CHANNEL_KEY: "channel-key-test", PORTONE_API_SECRET: secret, PORTONE_API_URL: url },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
