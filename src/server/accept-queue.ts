import { readFileSync } from "node:fs";
import type { Server } from "node:net";

const LISTEN = "0A";

/**
 * Connections the kernel has completed for this listener but the process has not accepted yet (Linux: a listening
 * socket's `rx_queue` in /proc/net/tcp and tcp6). Closing the listener resets every one of them, so the drainer closes
 * it only when this is 0. Elsewhere (no /proc) it answers 0 and the drainer relies on its quiet window alone.
 */
export function acceptQueueLength(server: Server): number {
  const address = server.address();
  if (!address || typeof address === "string") return 0;
  const port = address.port.toString(16).toUpperCase().padStart(4, "0");
  let waiting = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "latin1");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue …
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state === LISTEN && local?.endsWith(`:${port}`)) waiting += parseInt(queues!.split(":")[1]!, 16);
    }
  }
  return waiting;
}
