import { COOLING_FILTER_LABELS, INHALATION_LABELS, NICOTINE_FORM_LABELS } from "@/domains/catalog/labels";
import { DEFAULT_LISTING_PARAMS, listingQueryString, parseListingParams, type ListingParams } from "@/domains/catalog/listing";
import type { ProductCardData } from "@/domains/catalog/product-card";
import { formatWon } from "@/ui/format-won";

type Inhalation = ProductCardData["inhalation"];

export type SavedSearchTarget = { kind: "listing"; inhalation: Inhalation; params: ListingParams } | { kind: "search"; q: string };

const LISTING_PATHS: Record<string, Inhalation> = { "/mouth-inhalation": "MTL", "/lung-inhalation": "DL" };
const FILTER_KEYS = { maker: "makers", tag: "tags", cool: "cooling", form: "forms", vg: "vg", vol: "volumes" } as const;
const MAX_QUERY_LENGTH = 100;

/** Whether the parser kept every filter value the query string gave (it drops bad ones silently; a saved search may not). */
function keptEveryFilter(raw: URLSearchParams, params: ListingParams): boolean {
  for (const [key, field] of Object.entries(FILTER_KEYS)) {
    const given = new Set(raw.getAll(key).filter((value) => value.trim() !== ""));
    if (given.size !== params[field].length) return false;
  }
  const priceGiven = (key: string) => (raw.get(key) ?? "").trim() !== "";
  if (priceGiven("min") && params.minPrice === null && params.maxPrice === null) return false;
  if (priceGiven("max") && params.maxPrice === null) return false;
  return !raw.has("stock") || params.inStock;
}

/**
 * Reads a saved search's page (`/mouth-inhalation?vg=50`, `/search?q=레몬`) with the listing's own parser;
 * null when it is not a listing or search page or a filter is malformed. The path comes back canonical (no sort, no page).
 */
export function parseSavedSearchPath(input: string): { path: string; target: SavedSearchTarget } | null {
  if (!input.startsWith("/") || input.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(input, "http://localhost");
  } catch {
    return null;
  }
  if (url.pathname === "/search") {
    const q = (url.searchParams.get("q") ?? "").trim();
    if (!q || q.length > MAX_QUERY_LENGTH) return null;
    return { path: `/search?${new URLSearchParams({ q })}`, target: { kind: "search", q } };
  }
  const inhalation = LISTING_PATHS[url.pathname];
  if (!inhalation) return null;
  const raw: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) raw[key] = url.searchParams.getAll(key);
  const parsed = parseListingParams(raw);
  if (!keptEveryFilter(url.searchParams, parsed)) return null;
  const params = { ...parsed, sort: DEFAULT_LISTING_PARAMS.sort, page: 1 };
  return { path: `${url.pathname}${listingQueryString(params)}`, target: { kind: "listing", inhalation, params } };
}

/**
 * Where a saved search's link goes: its page, and on a listing its price limit too (the listing's 최대 가격 filter reads the
 * same all-in price), so the list opens with what the member asked to hear about. Search results have no price filter.
 */
export function savedSearchHref({ path, maxPrice }: { path: string; maxPrice: number | null }): string {
  const parsed = parseSavedSearchPath(path);
  if (!parsed || parsed.target.kind !== "listing" || maxPrice === null) return path;
  const { params } = parsed.target;
  const limit = params.maxPrice === null ? maxPrice : Math.min(params.maxPrice, maxPrice);
  return `${new URL(parsed.path, "http://localhost").pathname}${listingQueryString({ ...params, maxPrice: limit })}`;
}

function priceRange(min: number | null, max: number | null): string[] {
  if (min !== null && max !== null) return [`${formatWon(min)}~${formatWon(max)}`];
  if (min !== null) return [`${formatWon(min)} 이상`];
  return max !== null ? [`${formatWon(max)} 이하`] : [];
}

/** A saved search in words: "입호흡 · VG 50% · 30ml · 15,000원 이하". */
export function describeSavedSearch({ target, maxPrice }: { target: SavedSearchTarget; maxPrice: number | null }): string {
  const limit = maxPrice !== null ? [`${formatWon(maxPrice)} 이하`] : [];
  if (target.kind === "search") return [`‘${target.q}’ 검색`, ...limit].join(" · ");
  const { params } = target;
  return [
    INHALATION_LABELS[target.inhalation],
    ...(params.makers.length ? [`제조사 ${params.makers.length}곳`] : []),
    ...params.forms.map((form) => NICOTINE_FORM_LABELS[form]),
    ...params.vg.map((vg) => `VG ${vg}%`),
    ...params.volumes.map((ml) => `${ml}ml`),
    ...params.cooling.map((level) => COOLING_FILTER_LABELS[level] ?? `쿨링 ${level}`),
    ...params.tags.map((tag) => `#${tag}`),
    ...priceRange(params.minPrice, params.maxPrice),
    ...(params.inStock ? ["재고 있음"] : []),
    ...limit,
  ].join(" · ");
}
