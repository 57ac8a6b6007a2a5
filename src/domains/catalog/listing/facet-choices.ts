import type { FacetValue, ProductFacets } from "./count-product-facets";

/** One filter choice as the filter panel receives it: value, count and, only where it differs from the value, a label. */
export type FacetChoice = [value: string, count: number, label?: string];
export type FacetChoices = Record<keyof ProductFacets, FacetChoice[]>;

const toChoice = ({ value, count, label }: FacetValue): FacetChoice => (label === value ? [value, count] : [value, count, label]);

/** The facet counts packed for the RSC payload: a listing sends some fifty choices, most of them labelled by their value. */
export function toFacetChoices(facets: ProductFacets): FacetChoices {
  return Object.fromEntries(Object.entries(facets).map(([key, values]) => [key, values.map(toChoice)])) as FacetChoices;
}
