import { z } from "zod";
import { publishDomainEvents } from "@/platform/events/event-bus";

const MAX_PRODUCTS_PER_EVENT = 1_000;

/**
 * What catalogue pages show changed, prices aside: an admin's edit (fields, visibility, offers, a shop's terms;
 * `productIds` empty: any product, e.g. a maker renamed) or a member's review. Cached pages showing those products
 * are dropped.
 */
export const catalogChangedEventSchema = z.object({
  type: z.literal("catalog_changed"),
  productIds: z.array(z.number().int().positive()).max(MAX_PRODUCTS_PER_EVENT),
});

/** Announces that these products' pages changed (more than one event carries: every page); nothing for no product. */
export async function announceCatalogChanged(productIds: number[] | "every page"): Promise<void> {
  if (productIds === "every page") return publishDomainEvents([{ type: "catalog_changed", productIds: [] }]);
  const unique = [...new Set(productIds)];
  if (!unique.length) return;
  await publishDomainEvents([{ type: "catalog_changed", productIds: unique.length <= MAX_PRODUCTS_PER_EVENT ? unique : [] }]);
}

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    catalog_changed: z.infer<typeof catalogChangedEventSchema>;
  }
}
