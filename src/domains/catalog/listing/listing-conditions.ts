import "server-only";
import { and, arrayOverlaps, eq, gt, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { PolicyCapability } from "@/domains/settings/compliance-policy";
import { productAllowed } from "../product-policy";
import type { ListingParams } from "./listing-params";
import { manufacturers, products, type Inhalation } from "../schema";

export const FACET_KEYS = ["maker", "tag", "cool", "form", "vg", "vol"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** What every listing query keeps regardless of facets: products the public may see (productAllowed) of one type (/search: any, or one), price range, stock. */
export function listingBaseCondition(inhalation: Inhalation | null, params: ListingParams, capability: PolicyCapability = "list"): SQL {
  return and(
    productAllowed(capability),
    inhalation ? eq(products.inhalation, inhalation) : undefined,
    params.minPrice !== null ? gte(products.lowestTotalPrice, params.minPrice) : undefined,
    params.maxPrice !== null ? lte(products.lowestTotalPrice, params.maxPrice) : undefined,
    params.inStock ? gt(products.inStockOfferCount, 0) : undefined,
  )!;
}

/** Each facet's own condition (any selected value matches); undefined when nothing is selected in it. */
export function facetConditions(params: ListingParams): Record<FacetKey, SQL | undefined> {
  return {
    maker: params.makers.length
      ? inArray(
          products.manufacturerId,
          sql`(select ${manufacturers.id} from ${manufacturers} where ${inArray(manufacturers.slug, params.makers)})`,
        )
      : undefined,
    tag: params.tags.length ? arrayOverlaps(products.flavorTags, params.tags) : undefined,
    cool: params.cooling.length ? inArray(products.cooling, params.cooling) : undefined,
    form: params.forms.length ? inArray(products.nicotineForm, params.forms) : undefined,
    vg: params.vg.length ? inArray(products.vgPercent, params.vg) : undefined,
    vol: params.volumes.length ? inArray(products.volumeMl, params.volumes) : undefined,
  };
}

/** The full listing condition: base and every facet (`capability`: what the public may do with the products, "list" on pages). */
export function listingCondition(inhalation: Inhalation | null, params: ListingParams, capability: PolicyCapability = "list"): SQL {
  return and(listingBaseCondition(inhalation, params, capability), ...Object.values(facetConditions(params)))!;
}
