import type { ListedPrice } from "@/domains/catalog/basis-price";

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
export const productHref = (id: number) => `/products/${id}`;
