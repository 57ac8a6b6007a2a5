import type { ListedPrice } from "@/domains/catalog/basis-price";
import type { SearchSuggestions } from "./suggestion-types";

/** One entry of the header box's list: a product, a manufacturer or "all results". */
export type SearchOption = {
  href: string;
  group: "product" | "manufacturer" | "all";
  label: string;
  detail?: string;
  price?: ListedPrice;
};

/** The DOM id of the list's `index`th option (the input's aria-activedescendant points at it). */
export const searchOptionId = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

export const searchHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/**
 * Where each option of the list leads, in the list's order: the products, the manufacturers, then all results. The box
 * follows it for the keys (it loads before the list is drawn); the list draws its options in the same order.
 */
export function optionHrefs(query: string, suggestions: SearchSuggestions): string[] {
  return [
    ...suggestions.items.map((item) => `/products/${item.id}`),
    ...suggestions.manufacturers.map((maker) => searchHref(maker.name)),
    searchHref(query),
  ];
}
