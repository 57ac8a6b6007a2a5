import { z } from "zod";

const count = z.number().int().nonnegative();

/** A crawl run ended; admin pages refresh their run list on it. */
export const crawlRunFinishedEventSchema = z.object({
  type: z.literal("crawl_run_finished"),
  siteId: z.number().int().positive(),
  runId: z.number().int().positive(),
  status: z.string(),
  changed: count,
  failed: count,
  held: count,
});

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    crawl_run_finished: z.infer<typeof crawlRunFinishedEventSchema>;
  }
}
