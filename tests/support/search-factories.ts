import { buildSearchFields } from "@/platform/text/search-fields";
import type { products } from "@/domains/catalog/schema";
import { createManufacturer, createProduct } from "./factories";

type ProductOverrides = Partial<(typeof products)["$inferInsert"]>;

/**
 * A product with its search columns filled in as the catalogue fills them (buildSearchFields).
 * Pass `manufacturer` (a row) to share one; otherwise a fresh one is made.
 */
export async function createSearchableProduct({
  manufacturer,
  ...overrides
}: ProductOverrides & { name: string; manufacturer?: { id: number; name: string } }) {
  const maker = manufacturer ?? (await createManufacturer());
  const fields = buildSearchFields({ name: overrides.name, manufacturerName: maker.name, flavorTags: overrides.flavorTags ?? [] });
  return createProduct({ manufacturerId: maker.id, ...fields, ...overrides });
}
