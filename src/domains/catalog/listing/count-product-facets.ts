import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { FACET_KEYS, facetConditions, listingBaseCondition, type FacetKey } from "./listing-conditions";
import type { ListingParams } from "./listing-params";
import { PRICE_EVENT_TYPES } from "../price-events";
import { createQueryCache } from "../query-cache";
import { manufacturers, products, type Inhalation } from "../schema";

export type FacetValue = { value: string; label: string; count: number };
export type ProductFacets = Record<FacetKey, FacetValue[]>;

// Each facet counts per raw column value (`v`), then turns the few groups into value and label:
// casting or joining before grouping cost a third of the query.
const GROUP_OF: Record<FacetKey, SQL> = {
  maker: sql`b.manufacturer_id`,
  tag: sql`t.tag`,
  cool: sql`b.cooling`,
  form: sql`b.nicotine_form`,
  vg: sql`b.vg_percent`,
  vol: sql`b.volume_ml`,
};
const FROM_OF: Partial<Record<FacetKey, SQL>> = { tag: sql`base b cross join unnest(b.flavor_tags) as t(tag)` };
const VALUE_OF: Partial<Record<FacetKey, SQL>> = { maker: sql`m.slug` };
const LABEL_OF: Partial<Record<FacetKey, SQL>> = { maker: sql`m.name` };
const JOIN_OF: Partial<Record<FacetKey, SQL>> = { maker: sql`join ${manufacturers} m on m.id = x.v` };

const byKorean = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label, "ko");
const byNumber = (a: FacetValue, b: FacetValue) => Number(a.value) - Number(b.value);
const SORT_OF: Record<FacetKey, (a: FacetValue, b: FacetValue) => number> = {
  maker: byKorean,
  tag: (a, b) => b.count - a.count || byKorean(a, b),
  cool: byNumber,
  form: (a, b) => b.value.localeCompare(a.value),
  vg: byNumber,
  vol: byNumber,
};

/** Counts change with stock and lowest prices: price events drop them all; a rise (no event) shows within 30 s. */
const facetCache = createQueryCache<ProductFacets>({
  ttlMs: 30_000,
  maxEntries: 500,
  clearOn: [...PRICE_EVENT_TYPES, "compliance_policy_changed"],
});

/**
 * How many products each filter value would show, in one query over the listing's base set. A facet's
 * counts apply every other facet's selection but not its own, so ticking a second maker adds to the list.
 * Counts are kept per filter set: sorting and paging (which do not change them) cost no query.
 */
export function countProductFacets({ inhalation, params }: { inhalation: Inhalation; params: ListingParams }): Promise<ProductFacets> {
  const key = JSON.stringify([inhalation, { ...params, sort: null, page: null }]);
  return facetCache.get(key, () => queryFacets(inhalation, params));
}

async function queryFacets(inhalation: Inhalation, params: ListingParams): Promise<ProductFacets> {
  const conditions = facetConditions(params);
  const flags = FACET_KEYS.map((key) => sql`(${conditions[key] ?? sql`true`}) as m_${sql.raw(key)}`);
  const othersMatch = (key: FacetKey) =>
    sql.raw(
      FACET_KEYS.filter((k) => k !== key)
        .map((k) => `b.m_${k}`)
        .join(" and "),
    );
  const parts = FACET_KEYS.map((key) => {
    const value = VALUE_OF[key] ?? sql`x.v::text`;
    return sql`select ${key}::text as facet, ${value} as value, ${LABEL_OF[key] ?? value} as label, x.n
      from (select ${GROUP_OF[key]} as v, (count(*) filter (where ${othersMatch(key)}))::int as n from ${FROM_OF[key] ?? sql`base b`} group by 1) x ${JOIN_OF[key] ?? sql``}`;
  });
  const rows = await queryRows<{ facet: FacetKey; value: string; label: string; n: number }>(
    getDb(),
    sql`with base as (
          select ${products.manufacturerId} as manufacturer_id, ${products.flavorTags} as flavor_tags, ${products.cooling} as cooling,
                 ${products.nicotineForm} as nicotine_form, ${products.vgPercent} as vg_percent, ${products.volumeMl} as volume_ml, ${sql.join(flags, sql`, `)}
          from ${products} where ${listingBaseCondition(inhalation, params)}
        )
        ${sql.join(parts, sql` union all `)}`,
  );
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, [] as FacetValue[]])) as ProductFacets;
  for (const row of rows) facets[row.facet].push({ value: row.value, label: row.label, count: Number(row.n) });
  for (const key of FACET_KEYS) facets[key].sort(SORT_OF[key]);
  return facets;
}
