/**
 * A child process for tests/integration/sigterm-resets.test.ts: an HTTP server behind the real connection drainer,
 * stopped on SIGTERM by the drainer's whole stop (STOP_TIMING), as start-server.ts stops the site. Each answer costs
 * `WORK_MS` of synchronous work (as a page render does), so under load the event loop's iterations grow long and
 * connections queue in the kernel. Prints its port once listening.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createConnectionDrainer } from "@/server/connection-drainer";

const workMs = Number(process.env.WORK_MS ?? "2");
const server = createServer();
const drainer = createConnectionDrainer(server);
server.on("request", (req, res) => {
  drainer.track(req, res);
  const until = performance.now() + workMs;
  while (performance.now() < until);
  res.end("ok");
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.once("SIGTERM", () => void drainer.stop(async () => {}).then(() => process.exit(0)));
