/**
 * In-process server time of the catalogue's queries on the generated database (no HTTP, no render).
 * Started by run.ts as `node --conditions=react-server --import tsx bench/catalog/queries.ts <db-url>`
 * (the react-server condition lets the server-only modules load); prints one JSON line.
 */
import { countProductFacets, listProducts, parseListingParams } from "@/domains/catalog/listing";
import { getPriceHistory, getProductDetail, listSimilarProducts, querySimilarProductIds } from "@/domains/catalog/product";
import { openPostgres, setDbHandle } from "@/platform/db/client";
import { LISTING_VARIANTS, PRODUCT_IDS, timeEach } from "./timing";

const handle = openPostgres(process.argv[2]!, { max: 4 });
setDbHandle(handle);

const listing = (path: string) => {
  const url = new URL(path, "http://x");
  const raw: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) (raw[k] ??= []).push(v);
  return { inhalation: url.pathname === "/lung-inhalation" ? ("DL" as const) : ("MTL" as const), params: parseListingParams(raw) };
};

const details = (await Promise.all(PRODUCT_IDS.map((id) => getProductDetail({ id })))).map((d) => d!.product);
let uncachedCalls = 0;
const results = {
  listProducts: await timeEach(LISTING_VARIANTS, (path) => listProducts(listing(path))),
  "countProductFacets (cached, sort/page change)": await timeEach(LISTING_VARIANTS, (path) => countProductFacets(listing(path))),
  // A new price ceiling on every call (warm-up included): a filter set never seen, so each call runs the query.
  "countProductFacets (uncached)": await timeEach(LISTING_VARIANTS, (path) => {
    const { inhalation, params } = listing(path);
    return countProductFacets({ inhalation, params: { ...params, maxPrice: (params.maxPrice ?? 1_000_000) + ++uncachedCalls } });
  }),
  getProductDetail: await timeEach(PRODUCT_IDS, (id) => getProductDetail({ id })),
  "getPriceHistory (30 days)": await timeEach(PRODUCT_IDS, (id) => getPriceHistory({ productId: id, days: 30 })),
  "getPriceHistory (365 days)": await timeEach(PRODUCT_IDS, (id) => getPriceHistory({ productId: id, days: 365 })),
  "querySimilarProductIds (uncached)": await timeEach(details, (product) => querySimilarProductIds(product, 8)),
  "listSimilarProducts (ids cached, cards read)": await timeEach(details, (product) => listSimilarProducts({ product })),
};
await handle.close();
console.log(JSON.stringify(results));
