import { z } from "zod";
import type { PriceEvent } from "@/domains/catalog/price-events";

/** A crawl run ended; admin pages refresh their run list on it. */
export type CrawlRunFinishedEvent = {
  type: "crawl_run_finished";
  siteId: number;
  runId: number;
  status: string;
  changed: number;
  failed: number;
  held: number;
};

/** Every event that crosses domains (and, with Redis, processes). Add new kinds here. */
export type DomainEvent = PriceEvent | CrawlRunFinishedEvent;
export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

const won = z.number().int().positive();
const id = z.number().int().positive();

// Events arriving from Redis are checked before any handler sees them.
export const domainEventSchema: z.ZodType<DomainEvent> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("price_dropped"), productId: id, oldLowestPrice: won, newLowestPrice: won }),
  z.object({ type: z.literal("back_in_stock"), productId: id, oldLowestPrice: won.nullable(), newLowestPrice: won }),
  z.object({ type: z.literal("out_of_stock"), productId: id, oldLowestPrice: won, newLowestPrice: z.null() }),
  z.object({
    type: z.literal("crawl_run_finished"),
    siteId: id,
    runId: id,
    status: z.string(),
    changed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    held: z.number().int().nonnegative(),
  }),
]);
