import { formatWon } from "@/ui/format-won";
import type { ProductFacets } from "./count-product-facets";
import { COOLING_FILTER_LABELS, NICOTINE_FORM_LABELS } from "../labels";
import type { ListingParams } from "./listing-params";

/** One filter that is on, and the listing state without it (back to page 1). */
export type ActiveFilter = { key: string; label: string; without: ListingParams };

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatWon(min)} ~ ${formatWon(max)}`;
  return min !== null ? `${formatWon(min)} 이상` : `${formatWon(max!)} 이하`;
}

/** The filters a listing has on, in the panel's order, each removable on its own. */
export function listActiveFilters({ params, facets }: { params: ListingParams; facets: Pick<ProductFacets, "maker"> }): ActiveFilter[] {
  const base = { ...params, page: 1 };
  const makerName = (slug: string) => facets.maker.find((m) => m.value === slug)?.label ?? slug;
  const filters: ActiveFilter[] = [];
  if (params.inStock) filters.push({ key: "stock", label: "재고 있음", without: { ...base, inStock: false } });
  for (const tag of params.tags)
    filters.push({ key: `tag-${tag}`, label: tag, without: { ...base, tags: params.tags.filter((t) => t !== tag) } });
  for (const cool of params.cooling) {
    filters.push({
      key: `cool-${cool}`,
      label: COOLING_FILTER_LABELS[cool] ?? `쿨링 ${cool}`,
      without: { ...base, cooling: params.cooling.filter((c) => c !== cool) },
    });
  }
  for (const form of params.forms) {
    filters.push({
      key: `form-${form}`,
      label: NICOTINE_FORM_LABELS[form],
      without: { ...base, forms: params.forms.filter((f) => f !== form) },
    });
  }
  for (const vg of params.vg)
    filters.push({ key: `vg-${vg}`, label: `VG ${vg}%`, without: { ...base, vg: params.vg.filter((v) => v !== vg) } });
  for (const vol of params.volumes) {
    filters.push({ key: `vol-${vol}`, label: `${vol}ml`, without: { ...base, volumes: params.volumes.filter((v) => v !== vol) } });
  }
  if (params.minPrice !== null || params.maxPrice !== null) {
    filters.push({
      key: "price",
      label: priceLabel(params.minPrice, params.maxPrice),
      without: { ...base, minPrice: null, maxPrice: null },
    });
  }
  for (const maker of params.makers) {
    filters.push({
      key: `maker-${maker}`,
      label: makerName(maker),
      without: { ...base, makers: params.makers.filter((m) => m !== maker) },
    });
  }
  return filters;
}
