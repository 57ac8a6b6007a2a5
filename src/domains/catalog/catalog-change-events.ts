import { z } from "zod";

/** An admin changed what catalogue pages show (a product's fields or visibility; `productIds` empty: any product, e.g. a maker renamed). */
export const catalogChangedEventSchema = z.object({
  type: z.literal("catalog_changed"),
  productIds: z.array(z.number().int().positive()).max(1_000),
});

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    catalog_changed: z.infer<typeof catalogChangedEventSchema>;
  }
}
