import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { hasListClass } from "@/domains/crawler/extract/price-labels";

// Every step used to run its own CSS queries; each cheerio query re-parses and re-compiles its
// selector, which cost more than parsing a small page. One walk collects what the steps look up.

const OTHER_PRODUCT_CLASSES = new Set([
  "xans-product-listnormal",
  "xans-product-relation",
  "xans-product-listitem",
  "xans-product-listrecommend",
  "prdList",
  "goods_list",
  "goods_list_item",
  "item_list",
  "relation",
  "related",
  "recommend",
  "prd-list",
]);
const OTHER_PRODUCT_TAGS = new Set(["footer", "nav", "header", "aside"]);
// International themes name these blocks freely: "related-products", "recently_viewed", "upsells".
// Variant swatches ("twister") print each variant's price: none of them is the page's price by itself.
const OTHER_PRODUCT_PATTERN = /related|recommend|recent|upsell|cross-?sell|similar|also-?(?:bought|like)|best-?seller|twister|swatch/i;
const MARKER_ATTRIBUTE = /btn|soldout|sold_out|sold-out|sellout/i;
// Names the platforms give the hidden input their cart script reads the price from.
const HIDDEN_PRICE_NAMES = new Set(["set_goods_price", "price", "product_price", "goods_price", "sale_price", "sellprice"]);
const PRODUCT_TYPE = /schema\.org\/Product(?:Group)?\b/i;

export type PageIndex = {
  /** `<meta property|name>` contents by lower-cased key, in document order. */
  metas: Map<string, string[]>;
  ldJsonScripts: Element[];
  /** Inline scripts that may hold a store's preloaded state (JSON or a `window.__X__ = {…}` assignment). */
  stateScripts: Element[];
  /** Elements with itemscope and a schema.org Product/ProductGroup itemtype (nested ones too). */
  productScopes: Element[];
  byId: Map<string, Element>;
  byName: Map<string, Element[]>;
  byClass: Map<string, Element[]>;
  /** `<th>` and `<dt>` cells, for "배송비 | 3,000원" style tables. */
  labelCells: Element[];
  selects: Element[];
  /** Elements that may be a sold-out marker: buttons, images, btn/soldout classes and ids. */
  markerCandidates: Element[];
  /** Containers listing other products (related, recommended) and page chrome. */
  otherProducts: Set<Element>;
  firstH1: Element | null;
  titleElement: Element | null;
  body: Element | null;
  /** Some src/href points at Cafe24's asset host (echosting.cafe24.com). */
  usesCafe24Assets: boolean;
  /** `<html lang>` (or og:locale), for numbers and currencies printed without one. */
  lang: string | null;
  /** Buttons and links that may buy the product or put it in the cart. */
  actions: Element[];
  /** Hidden form inputs and data-* attributes that carry a price for the cart scripts. */
  hiddenPrices: Element[];
  dataPrices: Element[];
  headings: Element[];
  /** Some element strikes its text through or is styled as a list price (del, line-through, "old-price"). */
  strikes: boolean;
};

function push<K>(map: Map<K, Element[]>, key: K, element: Element) {
  const list = map.get(key);
  if (list) list.push(element);
  else map.set(key, [element]);
}

export function indexPage($: CheerioAPI): PageIndex {
  const index: PageIndex = {
    metas: new Map(),
    ldJsonScripts: [],
    stateScripts: [],
    productScopes: [],
    byId: new Map(),
    byName: new Map(),
    byClass: new Map(),
    labelCells: [],
    selects: [],
    markerCandidates: [],
    otherProducts: new Set(),
    firstH1: null,
    titleElement: null,
    body: null,
    usesCafe24Assets: false,
    lang: null,
    actions: [],
    hiddenPrices: [],
    dataPrices: [],
    headings: [],
    strikes: false,
  };
  const metaElements = new Map<string, Element[]>();
  const stack: AnyNode[] = [...$.root()[0]!.children].reverse(); // a loaded document always has its root node
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const element = node as Element;
    const { attribs, name } = element;
    const className = attribs.class;
    const id = attribs.id;

    if (id !== undefined && !index.byId.has(id)) index.byId.set(id, element);
    if (attribs.name !== undefined) push(index.byName, attribs.name, element);
    if (className) {
      for (const token of className.split(/\s+/)) {
        if (!token) continue;
        push(index.byClass, token, element);
        if (OTHER_PRODUCT_CLASSES.has(token) || OTHER_PRODUCT_PATTERN.test(token)) index.otherProducts.add(element);
      }
    }
    if (
      !index.strikes &&
      (name === "del" ||
        name === "s" ||
        name === "strike" ||
        /line-through/i.test(attribs.style ?? "") ||
        (className && hasListClass(className)))
    )
      index.strikes = true;
    if (OTHER_PRODUCT_TAGS.has(name) || id === "footer" || (id && OTHER_PRODUCT_PATTERN.test(id))) index.otherProducts.add(element);
    if (!index.usesCafe24Assets && (attribs.src ?? attribs.href)?.includes("echosting.cafe24.com")) index.usesCafe24Assets = true;
    if (attribs.itemscope !== undefined && attribs.itemtype && PRODUCT_TYPE.test(attribs.itemtype)) index.productScopes.push(element);

    switch (name) {
      case "meta": {
        const key = (attribs.property ?? attribs.name)?.toLowerCase();
        if (key && attribs.content !== undefined) push(metaElements, key, element);
        break;
      }
      case "script":
        if (attribs.type?.trim().toLowerCase() === "application/ld+json") index.ldJsonScripts.push(element);
        else if (attribs.src === undefined && /^(?:|text\/javascript|application\/json|module)$/i.test(attribs.type?.trim() ?? ""))
          index.stateScripts.push(element);
        break;
      case "th":
      case "dt":
        index.labelCells.push(element);
        break;
      case "select":
        index.selects.push(element);
        break;
      case "h1":
        index.firstH1 ??= element;
        index.headings.push(element);
        break;
      case "h2":
      case "h3":
        index.headings.push(element);
        break;
      case "title":
        index.titleElement ??= element;
        break;
      case "body":
        index.body ??= element;
        break;
      case "html":
        index.lang ??= attribs.lang ?? null;
        break;
      case "input":
        if (attribs.type?.toLowerCase() === "hidden" && attribs.name && HIDDEN_PRICE_NAMES.has(attribs.name))
          index.hiddenPrices.push(element);
        break;
    }
    if (
      name === "button" ||
      name === "a" ||
      attribs.role === "button" ||
      (name === "input" && /^(?:button|submit|image)$/i.test(attribs.type ?? ""))
    )
      index.actions.push(element);
    if (attribs["data-price"] !== undefined || attribs["data-sale-price"] !== undefined || attribs["data-product-price"] !== undefined)
      index.dataPrices.push(element);
    if (
      name === "button" ||
      name === "img" ||
      (name === "input" && /^(?:button|submit)$/i.test(attribs.type ?? "")) ||
      (className && MARKER_ATTRIBUTE.test(className)) ||
      (id && MARKER_ATTRIBUTE.test(id))
    ) {
      index.markerCandidates.push(element);
    }
    const children = element.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  index.lang ??= metaElements.get("og:locale")?.[0]?.attribs.content ?? null;
  for (const [key, elements] of metaElements) {
    index.metas.set(
      key,
      elements.map((element) => element.attribs.content ?? "").filter((value) => value.trim() !== ""),
    );
  }
  return index;
}

export const metaValues = (index: PageIndex, key: string): string[] => index.metas.get(key) ?? [];
export const byClass = (index: PageIndex, token: string): Element[] => index.byClass.get(token) ?? [];
export const byName = (index: PageIndex, name: string): Element[] => index.byName.get(name) ?? [];
