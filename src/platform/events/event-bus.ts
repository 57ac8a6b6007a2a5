import { randomUUID } from "node:crypto";
import { logger } from "@/platform/logger";
import { eventBusDelaySeconds } from "@/platform/metrics/series";
import { processSlot } from "@/platform/process-slots";
import type { DomainEvent, DomainEventOf, DomainEventType } from "./domain-events";

export type DomainEventHandler<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;
/** Carries events to other processes (Redis pub/sub); local handlers never depend on it. */
export type EventTransport = { send: (message: string) => Promise<void> };
export type EventEnvelope = { origin: string; event: DomainEvent; publishedAt?: number };

type AnyHandler = (event: DomainEvent) => void | Promise<void>;
type Subscription = { handler: AnyHandler; localOnly: boolean };
type Bus = {
  origin: string;
  handlers: Map<DomainEventType, Set<Subscription>>;
  transport?: EventTransport;
};

const bus = processSlot<Bus>("domainEventBus").getOrCreate(() => ({ origin: randomUUID(), handlers: new Map() }));

/**
 * Calls `handler` for every event of `type` published in this process or (with Redis) any other. With `localOnly`,
 * only events published in this process: work that must happen once per event (writing notifications). Returns an unsubscribe.
 */
export function subscribeDomainEvent<T extends DomainEventType>(
  type: T,
  handler: DomainEventHandler<T>,
  { localOnly = false }: { localOnly?: boolean } = {},
): () => void {
  const set = bus.handlers.get(type) ?? new Set();
  const stored: Subscription = { handler: handler as AnyHandler, localOnly };
  set.add(stored);
  bus.handlers.set(type, set);
  return () => set.delete(stored);
}

/**
 * Runs this process's handlers (for an event from another process, not the local-only ones); failures are logged, never
 * thrown. `publishedAt` (epoch ms) times the way from publish to handled.
 */
export async function deliverDomainEvent(
  event: DomainEvent,
  { remote = false, publishedAt }: { remote?: boolean; publishedAt?: number } = {},
): Promise<void> {
  const handlers = [...(bus.handlers.get(event.type) ?? [])].filter((s) => !(remote && s.localOnly)).map((s) => s.handler);
  await Promise.all(
    handlers.map(async (handler) => {
      try {
        await handler(event);
      } catch (err) {
        logger.error({ err, event }, "domain event handler failed");
      }
    }),
  );
  if (publishedAt !== undefined && handlers.length > 0)
    eventBusDelaySeconds.observe({ transport: remote ? "redis" : "local" }, Math.max(0, Date.now() - publishedAt) / 1000);
}

/** Publishes events: local handlers run (awaited), then the transport, if any, carries them to other processes. */
export async function publishDomainEvents(events: readonly DomainEvent[]): Promise<void> {
  for (const event of events) {
    const publishedAt = Date.now();
    await deliverDomainEvent(event, { publishedAt });
    if (!bus.transport) continue;
    const envelope: EventEnvelope = { origin: bus.origin, event, publishedAt };
    await bus.transport
      .send(JSON.stringify(envelope))
      .catch((err) => logger.warn({ err, event }, "domain event not sent to other processes"));
  }
}

export function setEventTransport(transport: EventTransport | undefined): void {
  bus.transport = transport;
}

/** This process's id on the transport, so it can skip its own messages (already delivered locally). */
export function eventBusOrigin(): string {
  return bus.origin;
}
