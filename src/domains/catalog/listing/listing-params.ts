import { z } from "zod";
import { toQueryString, type SearchParams } from "@/platform/http/search-params";
import type { NicotineForm } from "../schema";

export const LISTING_SORTS = ["popular", "price", "price_shop", "per_ml", "reviews", "rating", "newest", "drop"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  popular: "인기순",
  price: "최저가순",
  price_shop: "최저가순",
  per_ml: "ml당 가격순",
  reviews: "리뷰 많은순",
  rating: "별점순",
  newest: "신상품순",
  drop: "가격 인하율순",
};

/** A listing page's state, all of it in the query string (so links, reload and back/forward keep it). */
export type ListingParams = {
  makers: string[];
  tags: string[];
  cooling: number[];
  forms: NicotineForm[];
  /** VG shares (%), the 무니코틴 shopper's choice of throat and vapour; it replaced the nicotine strength (LAWFUL). */
  vg: number[];
  volumes: number[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ListingSort;
  page: number;
  /** Phones can show a compact list instead of the picture grid. */
  view: ListingView;
};

export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export const DEFAULT_LISTING_PARAMS: ListingParams = {
  makers: [],
  tags: [],
  cooling: [],
  forms: [],
  vg: [],
  volumes: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: "popular",
  page: 1,
  view: "grid",
};

type RawParams = SearchParams;

const won = z.coerce.number().int().min(0).max(10_000_000);
/** One value of each listing parameter (`maker`, `tag`, …, and `min`/`max` as `won`): the public API validates with them too. */
export const LISTING_VALUE_SCHEMAS = {
  won,
  maker: z.string().regex(/^[a-z0-9-]{1,64}$/),
  tag: z.string().trim().min(1).max(20),
  cool: z.coerce.number().int().min(0).max(3),
  form: z.enum(["salt", "freebase"]),
  vg: z.coerce.number().int().min(0).max(100),
  vol: z.coerce.number().int().min(1).max(1000),
};

/** Every valid value of a repeated parameter, deduplicated; invalid ones are dropped rather than failing the page. */
function valuesOf<T>(raw: RawParams, key: string, schema: z.ZodType<T>): T[] {
  const value = raw[key];
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: T[] = [];
  for (const item of list.slice(0, 50)) {
    // An empty form field (a blank price box) means "not set", not zero.
    if (item.trim() === "") continue;
    const parsed = schema.safeParse(item);
    if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
  }
  return out;
}

function oneOf<T>(raw: RawParams, key: string, schema: z.ZodType<T>): T | null {
  const [value] = valuesOf(raw, key, schema);
  return value ?? null;
}

/** Reads a listing's query string; anything malformed falls back to its default. */
export function parseListingParams(raw: RawParams): ListingParams {
  let minPrice = oneOf(raw, "min", won);
  let maxPrice = oneOf(raw, "max", won);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    makers: valuesOf(raw, "maker", LISTING_VALUE_SCHEMAS.maker),
    tags: valuesOf(raw, "tag", LISTING_VALUE_SCHEMAS.tag),
    cooling: valuesOf(raw, "cool", LISTING_VALUE_SCHEMAS.cool),
    forms: valuesOf(raw, "form", LISTING_VALUE_SCHEMAS.form),
    vg: valuesOf(raw, "vg", LISTING_VALUE_SCHEMAS.vg),
    volumes: valuesOf(raw, "vol", LISTING_VALUE_SCHEMAS.vol),
    minPrice,
    maxPrice,
    inStock: oneOf(raw, "stock", z.literal("1")) !== null,
    sort: oneOf(raw, "sort", z.enum(LISTING_SORTS)) ?? DEFAULT_LISTING_PARAMS.sort,
    page: oneOf(raw, "page", z.coerce.number().int().min(1).max(10_000)) ?? 1,
    view: oneOf(raw, "view", z.enum(LISTING_VIEWS)) ?? DEFAULT_LISTING_PARAMS.view,
  };
}

/** The query string of a listing state, leaving out defaults so URLs stay short and canonical. */
export function listingQueryString(params: ListingParams): string {
  return toQueryString({
    maker: params.makers,
    tag: params.tags,
    cool: params.cooling,
    form: params.forms,
    vg: params.vg,
    vol: params.volumes,
    min: params.minPrice,
    max: params.maxPrice,
    stock: params.inStock ? "1" : undefined,
    sort: params.sort !== DEFAULT_LISTING_PARAMS.sort ? params.sort : undefined,
    page: params.page > 1 ? params.page : undefined,
    view: params.view !== DEFAULT_LISTING_PARAMS.view ? params.view : undefined,
  });
}

/** Whether any filter (not sort or page) narrows the listing. */
export function hasListingFilters(params: ListingParams): boolean {
  return (
    params.makers.length + params.tags.length + params.cooling.length + params.forms.length + params.vg.length + params.volumes.length >
      0 ||
    params.minPrice !== null ||
    params.maxPrice !== null ||
    params.inStock
  );
}
