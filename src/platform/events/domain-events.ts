import type { z } from "zod";
import { processSlot } from "../process-slots";

/**
 * Every event that crosses domains (and, with Redis, processes), by type. The domain that owns an
 * event adds it here by module augmentation, next to its zod schema (see catalog/price-events.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}
export type DomainEventType = keyof DomainEventMap;
export type DomainEvent = DomainEventMap[DomainEventType];
export type DomainEventOf<T extends DomainEventType> = DomainEventMap[T];

// Events arriving from Redis are checked before any handler sees them, with the owning domains'
// schemas; the composition root installs their union.
const installedSchema = processSlot<z.ZodType<DomainEvent>>("domainEventSchema");

export function installDomainEventSchema(schema: z.ZodType<DomainEvent>): void {
  installedSchema.set(schema);
}

export function parseDomainEvent(value: unknown): DomainEvent {
  const schema = installedSchema.get();
  if (!schema) throw new Error("Domain event schema not installed: start through server.ts / worker.ts (or installDomainEventSchema)");
  return schema.parse(value);
}
