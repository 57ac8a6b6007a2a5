import type { Element } from "domhandler";
import { parseAvailability } from "@/domains/crawler/extract/availability";
import { nonEmpty, resolveHttpUrl, textOf } from "@/domains/crawler/extract/dom-helpers";
import { currencyOf, parseStructuredAmount } from "@/domains/crawler/extract/money";
import { parsePrice } from "@/domains/crawler/extract/parse-price";
import type { Shipping } from "@/domains/crawler/extract/parse-shipping";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";
import { inPlace, pickOwnProduct } from "@/domains/crawler/extract/own-product";
import type { OfferOption } from "@/domains/crawler/extraction-types";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";
import { saleAmong } from "@/domains/crawler/extract/visible/shown-prices";

type Node = Record<string, unknown>;

/** What one Product node says about its price. */
type ProductReading = {
  price: number;
  listPrice: number | null;
  currency: string | null;
  inStock: boolean | null;
  shipping: Shipping | null;
  options: OfferOption[];
  /** The price is the lowest of options that cost more (AggregateOffer range, priced variants). */
  priceFrom: boolean;
  title: string | null;
  image: unknown;
  /** The script block that described it (a card's own block sits inside a related-products list). */
  source: Element | null;
};
type Reading = ProductReading | { conflict: number[] } | null;

const LIST_PRICE_TYPE = /ListPrice|StrikethroughPrice|MSRP|SRP|InvoicePrice/i;

const currencyCode = (written: string | null) => (written ? (currencyOf(written) ?? written.trim().toUpperCase()) : null);
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: Node): string[] {
  return asArray(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^.*[/:#]/, ""));
}
const hasType = (node: Node, ...wanted: string[]) => typesOf(node).some((type) => wanted.includes(type));

/** Parses a JSON-LD block; shops often leave raw newlines inside strings, which JSON forbids. */
function parseBlock(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "")
    .replace(/;\s*$/, "");
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

/** Flattens blocks, arrays, @graph and WebPage.mainEntity into a node list with an @id index and each node's script. */
function collectNodes(blocks: { block: unknown; script: Element }[]): {
  nodes: Node[];
  byId: Map<string, Node>;
  origin: Map<Node, Element>;
} {
  const nodes: Node[] = [];
  const byId = new Map<string, Node>();
  const origin = new Map<Node, Element>();
  let script: Element;
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    if (!isNode(value)) return;
    nodes.push(value);
    origin.set(value, script);
    if (typeof value["@id"] === "string" && Object.keys(value).length > 1) byId.set(value["@id"], value);
    visit(value["@graph"], depth + 1);
    if (!hasType(value, "Product", "ProductGroup")) visit(value.mainEntity, depth + 1);
  };
  for (const entry of blocks) {
    script = entry.script;
    visit(entry.block, 0);
  }
  return { nodes, byId, origin };
}

function readShipping(offer: Node, resolve: (value: unknown) => Node | null): Shipping | null {
  for (const detail of asArray(offer.shippingDetails).map(resolve)) {
    const rate = detail && resolve(asArray(detail.shippingRate)[0]);
    const fee = rate ? parsePrice(rate.value as string | number | undefined) : null;
    const threshold = detail && resolve(asArray(detail.freeShippingThreshold)[0]);
    const freeThreshold = threshold
      ? parsePrice((threshold.value ?? threshold.price ?? threshold.minPrice) as string | number | undefined)
      : null;
    if (fee !== null && fee >= 0) return { fee, freeThreshold: fee > 0 && freeThreshold && freeThreshold > 0 ? freeThreshold : null };
  }
  return null;
}

type OfferReading = {
  price: number | null;
  lowPrice: boolean;
  highPrice: number | null;
  listPrice: number | null;
  currency: string | null;
  inStock: boolean | null;
  shipping: Shipping | null;
  label: string | null;
  nested: Node[];
};

function readOffer(offer: Node, resolve: (value: unknown) => Node | null, pageCurrency: () => string | null): OfferReading {
  const reading: OfferReading = {
    price: null,
    lowPrice: false,
    highPrice: null,
    listPrice: null,
    currency: typeof offer.priceCurrency === "string" ? offer.priceCurrency : null,
    inStock: parseAvailability(offer.availability),
    shipping: readShipping(offer, resolve),
    label: nonEmpty(
      typeof offer.name === "string"
        ? offer.name
        : isNode(offer.itemOffered) && typeof offer.itemOffered.name === "string"
          ? offer.itemOffered.name
          : typeof offer.sku === "string"
            ? offer.sku
            : null,
    ),
    nested: [],
  };
  const currency = () => (reading.currency ? currencyCode(reading.currency) : pageCurrency());
  if (hasType(offer, "AggregateOffer")) {
    const low = parseStructuredAmount(offer.lowPrice, currency());
    reading.price = low ?? parseStructuredAmount(offer.price, currency());
    reading.lowPrice = low !== null;
    reading.highPrice = parseStructuredAmount(offer.highPrice, currency());
    reading.nested = asArray(offer.offers)
      .map(resolve)
      .filter((node): node is Node => node !== null);
  } else {
    reading.price = parseStructuredAmount(offer.price, currency());
  }
  let specPrice: number | null = null;
  for (const spec of asArray(offer.priceSpecification).map(resolve)) {
    if (!spec) continue;
    reading.currency ??= typeof spec.priceCurrency === "string" ? spec.priceCurrency : null;
    const value = parseStructuredAmount(spec.price ?? spec.minPrice, currency());
    if (hasType(spec, "DeliveryChargeSpecification")) {
      if (value !== null && value >= 0) reading.shipping ??= { fee: value, freeThreshold: null };
    } else if (typeof spec.priceType === "string" && LIST_PRICE_TYPE.test(spec.priceType)) {
      reading.listPrice = value;
    } else {
      specPrice ??= value;
    }
  }
  // A theme that sets Offer.price to the struck list price still states the sale in its own specification.
  if (reading.price !== null && reading.price === reading.listPrice && specPrice !== null && specPrice < reading.price)
    reading.price = specPrice;
  reading.price ??= specPrice;
  return reading;
}

type Decide = (prices: number[]) => { price: number; listPrice: number } | null;
/** How a product is read: offers resolved by @id, sale told from list price, the page's currency for offers naming none. */
type Readers = { resolve: (value: unknown) => Node | null; decide: Decide; pageCurrency: () => string | null };

function readProduct(product: Node, readers: Readers, depth = 0): Reading {
  const { resolve } = readers;
  const offers = asArray(product.offers)
    .map(resolve)
    .filter((node): node is Node => node !== null);
  const readings = offers.map((offer) => readOffer(offer, resolve, readers.pageCurrency)).filter((reading) => reading.price !== null);
  const title = nonEmpty(typeof product.name === "string" ? product.name : null);
  const options: OfferOption[] = [];
  let chosen: OfferReading | null = null;

  const lowest = readings.filter((reading) => reading.lowPrice).sort((a, b) => a.price! - b.price!)[0];
  if (lowest) {
    chosen = lowest;
    for (const nested of lowest.nested) {
      const offer = readOffer(nested, resolve, readers.pageCurrency);
      if (offer.label && offer.price && offer.price > 0) options.push({ name: offer.label, price: offer.price });
    }
  } else if (readings.length > 0) {
    const distinct = new Set(readings.map((reading) => reading.price!));
    if (distinct.size === 1) {
      chosen = readings[0]!; // readings.length > 0
    } else {
      // Different prices are variants only when each offer says which variant it is.
      const labels = new Set(readings.map((reading) => reading.label));
      if (labels.has(null) || labels.size !== readings.length) {
        // Unnamed offers at different prices: a regular and a sale offer, when the page strikes one through.
        const sale = readers.decide([...distinct]);
        if (!sale) return { conflict: [...distinct] };
        chosen = { ...readings.find((reading) => reading.price === sale.price)!, listPrice: sale.listPrice };
      }
    }
    if (!chosen) {
      const positive = readings.filter((reading) => reading.price! > 0);
      chosen = (positive.length > 0 ? positive : readings).sort((a, b) => a.price! - b.price!)[0]!; // readings.length > 0
      for (const reading of positive) options.push({ name: reading.label!, price: reading.price! });
    }
  } else if (depth === 0 && hasType(product, "ProductGroup")) {
    const variants = asArray(product.hasVariant)
      .map(resolve)
      .filter((node): node is Node => node !== null);
    const priced = variants.map((variant) => ({ variant, reading: readProduct(variant, readers, 1) }));
    const good = priced.filter(
      (entry): entry is { variant: Node; reading: ProductReading } =>
        entry.reading !== null && "price" in entry.reading && entry.reading.price > 0,
    );
    if (good.length === 0) return null;
    const cheapest = [...good].sort((a, b) => a.reading.price - b.reading.price)[0]!.reading; // good.length > 0
    return {
      ...cheapest,
      title: title ?? cheapest.title,
      image: product.image ?? cheapest.image,
      inStock: good.some((entry) => entry.reading.inStock === true)
        ? true
        : good.every((entry) => entry.reading.inStock === false)
          ? false
          : null,
      options: good
        .map((entry) => ({ name: entry.reading.title ?? "", price: entry.reading.price }))
        .filter((option) => option.name !== ""),
      priceFrom: good.some((entry) => entry.reading.price > cheapest.price),
    };
  }
  if (!chosen) return null;
  const stock = readings.map((reading) => reading.inStock);
  return {
    price: chosen.price!,
    listPrice: chosen.listPrice,
    currency: chosen.currency,
    // Any purchasable offer makes the product purchasable.
    inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
    shipping: chosen.shipping ?? readings.find((reading) => reading.shipping)?.shipping ?? null,
    options,
    priceFrom: (chosen.highPrice !== null && chosen.highPrice > chosen.price!) || options.some((option) => option.price > chosen.price!),
    title,
    image: product.image,
    source: null,
  };
}

function imageUrl(image: unknown, base: string): string | null {
  const first = asArray(image)[0];
  const raw = typeof first === "string" ? first : isNode(first) ? (first.url ?? first.contentUrl) : null;
  return typeof raw === "string" ? resolveHttpUrl(raw, base) : null;
}

function runJsonLd(context: StepContext): StepOutcome {
  const { index, url } = context;
  if (index.ldJsonScripts.length === 0) return NONE;
  const blocks = index.ldJsonScripts
    .map((script) => ({ block: parseBlock(textOf(script)), script }))
    .filter((entry) => entry.block !== undefined);
  const { nodes, byId, origin } = collectNodes(blocks);
  const resolve = (value: unknown): Node | null => {
    if (!isNode(value)) return null;
    const id = value["@id"];
    return typeof id === "string" && Object.keys(value).length === 1 ? (byId.get(id) ?? null) : value;
  };

  // Variants referenced from a ProductGroup are not separate products on the page.
  const variantIds = new Set<unknown>();
  for (const node of nodes)
    if (hasType(node, "ProductGroup")) asArray(node.hasVariant).forEach((variant) => variantIds.add(resolve(variant)));
  let products = nodes.filter((node) => hasType(node, "Product", "ProductGroup") && !variantIds.has(node));
  if (products.length === 0) {
    const offers = nodes.filter((node) => hasType(node, "Offer", "AggregateOffer"));
    if (offers.length === 0) return NONE;
    products = [{ "@type": "Product", offers }];
  }

  const readers: Readers = { resolve, decide: (prices) => saleAmong(prices, context), pageCurrency: () => pageCurrency(context) };
  let readings: ProductReading[] = [];
  for (const product of products) {
    const reading = readProduct(product, readers);
    if (reading && "conflict" in reading) return conflict(reading.conflict);
    if (reading) readings.push({ ...reading, source: origin.get(product) ?? null });
  }
  if (inPlace(readings, index).length === 0) return NONE;
  // The same product is often described twice (theme + plugin); that is fine if the prices agree.
  // Otherwise the page's own product is the one outside related blocks and named like the page.
  const prices = new Set(readings.map((reading) => reading.price));
  if (prices.size > 1) {
    const own = pickOwnProduct(readings, index);
    if (!own) return conflict(prices);
    readings = [own];
  }
  const [first] = readings;
  if (!first) return NONE;
  const stock = readings.map((reading) => reading.inStock);
  return candidate({
    price: first.price,
    listPrice: readings.find((reading) => reading.listPrice)?.listPrice ?? null,
    currency: currencyCode(readings.find((reading) => reading.currency)?.currency ?? null) ?? pageCurrency(context),
    inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
    shipping: readings.find((reading) => reading.shipping)?.shipping ?? null,
    options: readings.find((reading) => reading.options.length > 0)?.options ?? [],
    priceFrom: readings.some((reading) => reading.priceFrom),
    title: readings.find((reading) => reading.title)?.title ?? null,
    imageUrl: readings.map((reading) => imageUrl(reading.image, url)).find((image) => image) ?? null,
  });
}

export const jsonLdStep: ExtractionStep = { method: "json-ld", run: runJsonLd };
