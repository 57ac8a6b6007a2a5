import { Redis } from "ioredis";
import { logger } from "@/platform/logger";
import { parseDomainEvent } from "./domain-events";
import { deliverDomainEvent, eventBusOrigin, setEventTransport, type EventEnvelope } from "./event-bus";

export const DOMAIN_EVENTS_CHANNEL = "aeksangpick:domain-events";

/**
 * Bridges the process's event bus over Redis pub/sub: events published here reach every other
 * connected process (workers → web processes), and theirs reach this one's handlers.
 */
export async function connectEventBusToRedis({
  redisUrl,
  channel = DOMAIN_EVENTS_CHANNEL,
}: {
  redisUrl: string;
  channel?: string;
}): Promise<{ close: () => Promise<void> }> {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on("error", (err) => logger.warn({ err }, "event bus Redis error"));
  subscriber.on("message", (from, message) => {
    if (from !== channel) return;
    let envelope: EventEnvelope;
    try {
      const raw = JSON.parse(message) as { origin?: unknown; event?: unknown; publishedAt?: unknown };
      const publishedAt = typeof raw.publishedAt === "number" ? raw.publishedAt : undefined;
      envelope = { origin: String(raw.origin), event: parseDomainEvent(raw.event), publishedAt };
    } catch (err) {
      logger.warn({ err }, "malformed domain event from Redis ignored");
      return;
    }
    if (envelope.origin !== eventBusOrigin()) void deliverDomainEvent(envelope.event, { remote: true, publishedAt: envelope.publishedAt });
  });
  await subscriber.subscribe(channel);
  setEventTransport({ send: async (message) => void (await publisher.publish(channel, message)) });
  return {
    close: async () => {
      setEventTransport(undefined);
      await Promise.all([publisher, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
