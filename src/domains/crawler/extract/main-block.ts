import type { Element } from "domhandler";
import { cleanText, isHidden, textOf } from "@/domains/crawler/extract/dom-helpers";
import type { PageIndex } from "@/domains/crawler/extract/page-index";

// The product's own block on a page without structured data: the smallest element holding its
// title and its buy/cart button, the way a shopper's eye groups them.

const BUY_TEXT =
  /^(?:바로\s*)?구매(?:하기)?$|바로\s*구매|구매\s*하기|장바구니\s*(?:담기|넣기)?$|주문\s*하기|buy\s*(?:it\s*)?now|add\s*to\s*(?:your\s*)?(?:cart|bag|basket)|in\s*den\s*warenkorb|jetzt\s*kaufen|ajouter\s*au\s*panier|acheter|añadir\s*al\s*carrito|^comprar$|aggiungi\s*al\s*carrello|do\s*koszyka|adaugă\s*în\s*coș|in\s*winkelwagen|do\s*košíku|kosárba|keranjang|beli\s*sekarang|カートに入れる|agregar\s*al\s*carr(?:o|ito)|comprar\s*ahora|añadir\s*a\s*la\s*cesta|加入購物車|放入購物車|立即購買|直接購買|в\s*корзину|^купить|себетке|pridať\s*do\s*košíka|dodaj\s*(?:u\s*košaricu|v\s*košarico)|^v\s*košarico$|place\s*(?:a\s*)?bid|^bid\s*now$|gebot\s*abgeben|^enchérir$|book\s*(?:tickets|now)|buy\s*tickets|tickets\s*kaufen|comprar\s*entradas|^(?:품절|일시\s*품절|(?:재입고|입고)\s*알림(?:\s*(?:신청|받기))?|notify\s*me(?:\s*when\s*(?:available|in\s*stock))?|сообщить\s*о\s*поступлении|obavijesti\s*me.*|upozorniť.*|avvisami.*|avísame.*|到貨通知|貨到通知)$|sold\s*out|ausverkauft|épuisé|out\s*of\s*stock/i;
// Site chrome that skins build from plain divs: "#header h1.logo", "#gnb 장바구니".
const CHROME = /(?:^|[\s_-])(?:header|gnb|lnb|logo|topbar|top_menu|top-menu|util|quick|sitemap)(?:$|[\s_-])/i;
const TITLE_CLASS = /(?:product|goods|prd|item)[-_]?(?:title|name)|tit[-_]?prd|headingArea|detail[-_]?tit/i;

// "ui-pdp-header__title", "goods-view-header": the product's own heading row, not the site's.
const PRODUCT_WORD = /pdp|product|goods|item|prd|detail|title|info/i;
const isChromeName = (name: string) => name.split(/\s+/).some((token) => CHROME.test(token) && !PRODUCT_WORD.test(token));

function isChrome(element: Element): boolean {
  for (let current: Element | null = element; current && current.type === "tag"; current = current.parent as Element | null)
    if (isChromeName(`${current.attribs.class ?? ""} ${current.attribs.id ?? ""}`)) return true;
  return false;
}

/** Chrome outside the product: site header/nav/footer, and listings of other products. */
export function isOutsideProduct(element: Element, index: PageIndex): boolean {
  for (let current: Element | null = element; current; current = current.parent as Element | null) {
    if (current.type !== "tag") break;
    if (!index.otherProducts.has(current)) continue;
    // A <header> inside <main>/<article> is the product's own heading row.
    if (current.name === "header" && hasAncestor(current, (node) => node.name === "main" || node.name === "article")) continue;
    return true;
  }
  return false;
}

/** For walks down from a block already inside the product: does this one element start other content? */
export const startsOtherContent = (element: Element, index: PageIndex) =>
  index.otherProducts.has(element) && isOutsideProduct(element, index);

function hasAncestor(element: Element, predicate: (node: Element) => boolean): boolean {
  for (let current = element.parent as Element | null; current && current.type === "tag"; current = current.parent as Element | null)
    if (predicate(current)) return true;
  return false;
}

const buyLabel = (element: Element) =>
  cleanText(element.name === "input" ? (element.attribs.value ?? element.attribs.alt ?? "") : textOf(element));

export function buyButtons(index: PageIndex): Element[] {
  return index.actions.filter((element) => {
    const label = buyLabel(element);
    return label.length <= 30 && BUY_TEXT.test(label) && !isHidden(element) && !isOutsideProduct(element, index) && !isChrome(element);
  });
}

function titleAnchor(index: PageIndex): Element | null {
  const usable = (element: Element) =>
    !isHidden(element) && !isOutsideProduct(element, index) && !isChrome(element) && cleanText(textOf(element)) !== "";
  return (
    index.headings.find((element) => element.name === "h1" && usable(element)) ??
    index.headings.find(
      (element) =>
        TITLE_CLASS.test(
          `${element.attribs.class ?? ""} ${element.parent && "attribs" in element.parent ? (element.parent.attribs.class ?? "") : ""}`,
        ) && usable(element),
    ) ??
    null
  );
}

function ancestors(element: Element): Element[] {
  const chain: Element[] = [];
  for (let current: Element | null = element; current && current.type === "tag"; current = current.parent as Element | null)
    chain.push(current);
  return chain;
}

function lift(element: Element, levels: number): Element {
  let current = element;
  for (let i = 0; i < levels && current.parent?.type === "tag" && (current.parent as Element).name !== "body"; i++)
    current = current.parent as Element;
  return current;
}

export type MainBlock = { block: Element; title: Element | null; buy: Element[] };

// The reader, the stock check and the witnesses all ask for the same page's block.
const blocks = new WeakMap<PageIndex, MainBlock | null>();

/** The product's main block, or null when the page shows neither a title heading nor a buy button. */
export function findMainBlock(index: PageIndex): MainBlock | null {
  if (!blocks.has(index)) blocks.set(index, locateMainBlock(index));
  return blocks.get(index)!;
}

function locateMainBlock(index: PageIndex): MainBlock | null {
  const title = titleAnchor(index);
  const buttons = buyButtons(index);
  // The product's own button follows its title; one before it belongs to something else.
  const buy = title
    ? [...buttons.filter((button) => follows(button, title)), ...buttons.filter((button) => !follows(button, title))]
    : buttons;
  const [firstBuy] = buy;
  if (title && firstBuy) {
    const titleChain = new Set(ancestors(title));
    const common = ancestors(firstBuy).find((element) => titleChain.has(element)) ?? null;
    if (common) return { block: common === title ? lift(title, 3) : common, title, buy };
  }
  if (title) return { block: lift(title, 3), title, buy };
  if (firstBuy) {
    const block = lift(firstBuy, 4);
    const heading = index.headings.find(
      (element) => isWithinBlock(element, block) && !isHidden(element) && cleanText(textOf(element)) !== "",
    );
    return { block, title: heading ?? null, buy };
  }
  return null;
}

function isWithinBlock(element: Element, block: Element): boolean {
  for (let current: Element | null = element; current; current = current.parent as Element | null) if (current === block) return true;
  return false;
}

/** True when `later` comes after `earlier` in document order. */
export function follows(later: Element, earlier: Element): boolean {
  const earlierChain = ancestors(earlier).reverse();
  const laterChain = ancestors(later).reverse();
  let depth = 0;
  while (depth < earlierChain.length && depth < laterChain.length && earlierChain[depth] === laterChain[depth]) depth++;
  if (depth === laterChain.length) return false;
  if (depth === earlierChain.length) return true;
  const parent = laterChain[depth]!.parent;
  const siblings = parent && "children" in parent ? parent.children : [];
  return siblings.indexOf(laterChain[depth]!) > siblings.indexOf(earlierChain[depth]!);
}
