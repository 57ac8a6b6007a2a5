import { z } from "zod";

/**
 * What catalogue pages show changed, prices aside: an admin's edit (fields, visibility; `productIds` empty: any
 * product, e.g. a maker renamed) or a member's review. Cached pages showing those products are dropped.
 */
export const catalogChangedEventSchema = z.object({
  type: z.literal("catalog_changed"),
  productIds: z.array(z.number().int().positive()).max(1_000),
});

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    catalog_changed: z.infer<typeof catalogChangedEventSchema>;
  }
}
