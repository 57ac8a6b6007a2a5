import { register } from "node:module";
import { processSlot } from "@/platform/process-slots";

// server.ts and worker.ts run on plain Node, where the `server-only` marker package throws on import
// (only React's server runtime resolves it to an empty module). Domain code loaded from there
// (recordOfferObservation…) carries the marker, so resolve it to an empty module in this process.
const hook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,export{}", shortCircuit: true } : next(specifier, context);
}`;

const registered = processSlot<boolean>("serverOnlyHook");
if (!registered.get() && typeof register === "function") {
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  registered.set(true);
}
