import { extractChosung } from "@/domains/search/chosung";
import { normalizeSearchText } from "@/domains/search/normalize-query";
import type { products } from "@/domains/catalog/schema";
import { createManufacturer, createProduct } from "./factories";

type ProductOverrides = Partial<(typeof products)["$inferInsert"]>;

/**
 * A product with its search keys filled in as the catalogue fills them (name, manufacturer, tags).
 * Pass `manufacturer` (a row) to share one; otherwise a fresh one is made.
 */
export async function createSearchableProduct({ manufacturer, ...overrides }: ProductOverrides & { name: string; manufacturer?: { id: number; name: string } }) {
  const maker = manufacturer ?? (await createManufacturer());
  const source = [overrides.name, maker.name, ...(overrides.flavorTags ?? [])].join(" ");
  return createProduct({ manufacturerId: maker.id, searchText: normalizeSearchText(source), searchChosung: extractChosung(source), ...overrides });
}
