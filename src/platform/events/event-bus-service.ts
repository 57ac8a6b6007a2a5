import { backgroundServiceStarters } from "@/platform/server/background-services";
import { connectEventBusToRedis } from "./redis-event-transport";

// With Redis, domain events from worker processes reach this web process's subscribers.
backgroundServiceStarters.push(async ({ config }) => {
  if (!config.REDIS_URL) return null;
  const bridge = await connectEventBusToRedis({ redisUrl: config.REDIS_URL });
  return { name: "domain-event-bus", stop: bridge.close };
});
