import type { BackgroundServiceStarter } from "@/platform/background-service";
import { connectEventBusToRedis } from "./redis-event-transport";

/** With Redis, domain events from worker processes reach this web process's subscribers. */
export const startEventBusBridge: BackgroundServiceStarter = async ({ topology }) => {
  if (!topology.redisUrl) return null;
  const bridge = await connectEventBusToRedis({ redisUrl: topology.redisUrl });
  return { name: "domain-event-bus", stop: bridge.close };
};
