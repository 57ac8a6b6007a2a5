import type { ListedPrice } from "@/domains/catalog/basis-price";
import type { ProductCardData } from "@/domains/catalog/product-card";

/** The autocomplete answer (`GET /api/search/suggest`), shared by the server and the header box. */
export type SearchSuggestion = {
  id: number;
  name: string;
  manufacturer: string;
  /** The buyable lowest, all-in and by shop price, as tiles show it (BasisPrice). */
  price: ListedPrice;
  inhalation: ProductCardData["inhalation"];
};
export type ManufacturerSuggestion = { id: number; name: string; slug: string; productCount: number };
export type SearchSuggestions = { items: SearchSuggestion[]; manufacturers: ManufacturerSuggestion[] };
