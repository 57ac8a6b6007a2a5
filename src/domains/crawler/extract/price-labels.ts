import type { Element } from "domhandler";
import { cleanText, textOf } from "@/domains/crawler/extract/dom-helpers";

/** What a price on a shop page stands for, read from the words printed next to it. */
export type PriceRole =
  | "price"
  | "list"
  | "history"
  | "net"
  | "discount"
  | "reward"
  | "member"
  | "coupon"
  | "unit"
  | "instalment"
  | "shipping"
  | "others"
  | "auction";

// Checked in this order: "회원 적립금" is a reward, "쿠폰 적용가" a coupon price, "할인가" the price.
const ROLES: ReadonlyArray<[PriceRole, RegExp]> = [
  // An auction's estimate, opening bid or the bid a visitor may place is no price; its current bid is.
  [
    "price",
    /\bcurrent\s*bid|\bhighest\s*bid|\bwinning\s*bid|aktuelles\s*gebot|höchstgebot|enchère\s*actuelle|hoogste\s*bod|huidig\s*bod|offerta\s*attuale|puja\s*actual|текущая\s*ставка/i,
  ],
  [
    "auction",
    /\bestimate|\bestimation\b|\bestimaci[óo]n|schätz(?:preis|wert|ung)|\bstima\b|\bschatting|\btaxatie|\b(?:starting|opening|minimum|next|your)\s*(?:max(?:imum)?\s*)?bid|\bstart(?:ing)?\s*price|\breserve\s*price|startpreis|startgebot|mindestgebot|ausruf(?:preis)?|mise\s*à\s*prix|openingsbod|\bbase\s*d'asta|prezzo\s*di\s*partenza|precio\s*de\s*salida|puja\s*inicial|buyer'?s\s*premium|\baufgeld|стартовая\s*цена/i,
  ],
  ["reward", /적립|포인트|마일리지|캐시백|\breward|\bpoints?\b|\bbonus|бонус|баллов/i],
  // Fees on top of the price (booking, handling) speak of what is added, like shipping.
  [
    "shipping",
    /배송|택배|수수료|\bshipping|\bdelivery|\bversand|\blivraison|\bfrete|\benvío|\b(?:booking|transaction|service|handling)\s*fees?\b|gebühr|\bgastos\s*de\s*gestión|\bfrais\s*de\s*(?:service|dossier|réservation)/i,
  ],
  [
    "instalment",
    /할부|개월|월\s*\d|[x×]\s*\d+\s*회|\d+\s*x\s*(?:de\s*)?$|\bsem\s+juros|\bparcel|\/\s*mo\b|\/\s*month|per\s+month|\bmonthly|\binstal+ments?|\bpayments?\s+of|\bEMI\b|\braten\b|\bmensualit|\bmeses\s*de\b|\bcuotas\b|\brate\s*da\b|рассрочк|分期|\bsplátk/i,
  ],
  // EU "Omnibus" notices and price-history lines name an old lowest price, not today's.
  [
    "history",
    /최근\s*30일|najniższa\s+cena|lowest\s+price|niedrigster\s+preis|prix\s+le\s+plus\s+bas|prezzo\s+più\s+basso|precio\s+más\s+bajo/i,
  ],
  // A price before tax where the shopper pays tax included ("Ex Tax: $80.00", "exkl. MwSt.").
  [
    "net",
    /\bex\.?\s*(?:tax|vat|btw)|\bexcl(?:\.|uding)?\s*(?:vat|tax|btw)|\bexkl\.?\s*mwst|\bzzgl\.?\s*(?:\d+\s*%\s*)?mwst|\bohne\s*mwst|\bnetto\b|\bhors\s*taxes?\b|\bHT\b|\bwithout\s+tax|\bbez\s*(?:DPH|PDV|VAT)|\bbrez\s*DDV|\bsin\s*IVA|\bIVA\s*esclusa|\+\s*IVA\b|без\s*НДС|未稅/i,
  ],
  // A marketplace's other sellers and buying options: "3 options from $31.50", "다른 판매자 12,000원~".
  [
    "others",
    /\boptions?\s+(?:from|starting)\b|\bother\s+sellers?\b|\bseller\s+options\b|\bnew\s*(?:&|and)\s*used\b|\bbuying\s+(?:options|choices)\b|\b(?:new|used|neu|gebraucht|neuf|occasion|nuevo|nuovo)\s*\(\d+\)|\bweitere\s+angebote|\bautres\s+vendeurs|\bopciones\s+(?:desde|de\s+compra)|\baltre\s+offerte|다른\s*판매자|판매자\s*더보기/i,
  ],
  [
    "unit",
    /ml\s*당|개당|병당|100\s*ml|\/\s*ml\b|per\s*ml|\bunit\s*price|\bgrundpreis|\bprix\s+au\s+(?:litre|ml)|^\s*\/\s*(?:unité|unit|count|stück|einheit|unidad|stuk|kg|100\s*g)/i,
  ],
  // Prices for a card, a coupon or "every benefit" are conditional: 카드할인가, 최대혜택가.
  // Paying by bank transfer or with the shop's card, or subscribing, is a condition too.
  [
    "coupon",
    /쿠폰|최대\s*혜택|카드\s*(?:청구\s*|즉시\s*)?할인\s*가|\bprecio\s*(?:con\s*|por\s*)?(?:transferencia|efectivo|tarjeta)|\bcon\s*tarjeta|\bsubscribe\s*(?:&|and)\s*save|prévoyez\s*et\s*économisez|\bspar-?abo|\biscriviti\s*e\s*risparmia|\bsuscríbete\s*y\s*ahorra|по\s*карте|с\s*картой|клубн\S*\s*цена|pagando\s*con|\bcon\s*transferencia/i,
  ],
  ["member", /회원\s*(?:가|할인|특가|전용)|멤버십\s*가|등급\s*할인가|\bmember(?:s|ship)?\s*price|會員價|VIP\s*價/i],
  [
    "list",
    /정가|정상\s*가|通常価格|定価|希望小売価格|소비자\s*가|시중\s*가|권장\s*소비자|기존\s*가|\bRRP\b|\bMSRP\b|\bUVP\b|\bunverb\.?\s*preisempf|\bstatt\b|\bwas\b|\bregular\s*price|\btypical\s*price|\borig\.|\boriginal\s*price|\blist\s*price|\bcompare\s*at|\bprix\s*(?:barré|conseillé|de\s*référence)|\bprecio\s*anterior|\bprezzo\s*consigliato|\bzamiast|原價|定價|建議售價|市價|(?:старая|обычная|прежняя)\s*цена|\b(?:bežná|pôvodná|redovna|stara|redna|prejšnja)\s*cen|\bprecio\s*(?:normal|regular|de\s*lista|habitual)|\bantes\b|\bprezzo\s*(?:di\s*listino|pieno)/i,
  ],
  [
    "price",
    /판매\s*가|販売価格|할인\s*가|특\s*가|특별\s*가|세일\s*가|이벤트\s*가|구매\s*가|최종\s*가|혜택\s*가|실\s*구매가|\bsale\s*price|\bour\s*price|\bprice\b|\bnow\b|\bprix\b|\bpreis\b|\bprecio\b|\bprezzo\b|\bcena\b|\bpreço\b|\bpret\b|售價|特價|優惠價|價格|цена|\bcijena\b/i,
  ],
  // "(2,000원 할인)", "You save $3.00": the amount taken off, not a price.
  [
    "discount",
    /할인|절약|\bsave\b|\bsavings?\b|\brabatt|\béconomi|\bdiscount\b|\boff\b|экономия|скидка|\búspora|\bušteda|\bprihranek|\bahorr(?:o|as)\b|\brisparmi|節省|省下|\bzľava|\bpopust/i,
  ],
];

export function roleOfLabel(text: string): PriceRole | null {
  for (const [role, pattern] of ROLES) if (pattern.test(text)) return role;
  return null;
}

// Class names skins give to the struck or list price ("price_before", "consumer", "old-price",
// "list-price-price"), tested per class token; "with-list-price" and "list-unstyled" are not it.
const LIST_CLASS =
  /^(?:.*[-_])?(?:consumer|strike|through|old|was|before|origin(?:al)?|compare|rrp|msrp|fixed)(?:[-_].*)?$|list[-_]?price|regular[-_]price|price[-_]regular$/i;
const MODIFIER_CLASS = /^(?:with|has|is)[-_]/i;

export const hasListClass = (className: string) =>
  className.split(/\s+/).some((token) => token !== "" && !MODIFIER_CLASS.test(token) && LIST_CLASS.test(token));

/** True when the element (or an ancestor up to `stop`) strikes its text through or is styled as the list price. */
export function isStruck(element: Element, stop?: Element | null): boolean {
  for (let current: Element | null = element; current && current !== stop; current = current.parent as Element | null) {
    if (current.type !== "tag") return false;
    if (current.name === "s" || current.name === "del" || current.name === "strike" || current.attribs["data-a-strike"] === "true")
      return true;
    const style = current.attribs.style;
    if (style && /line-through/i.test(style)) return true;
    const className = current.attribs.class;
    if (className && hasListClass(className)) return true;
  }
  return false;
}

/** The role named by the label cell (th/dt) of the table row or definition pair holding the element. */
export function roleOfLabelCell(element: Element): PriceRole | null {
  const label = labelCellText(element);
  return label ? roleOfLabel(label) : null;
}

/** The text of the label cell (th/dt) of the table row or definition pair holding the element ("쿠폰적용가"). */
export function labelCellText(element: Element): string | null {
  for (let current: Element | null = element, depth = 0; current && depth < 4; current = current.parent as Element | null, depth++) {
    if (current.type !== "tag") break;
    if (current.name === "td" || current.name === "dd") return previousLabel(current);
  }
  return null;
}

/**
 * The role a price element has from its own row: the label cell of its table row or definition
 * pair, or the text before it in its line ("정가 25,000원", "적립금 129원").
 */
export function roleOfPriceElement(element: Element): PriceRole | null {
  for (let current: Element | null = element, depth = 0; current && depth < 4; current = current.parent as Element | null, depth++) {
    if (current.type !== "tag") break;
    if (current.name === "td" || current.name === "dd") {
      const label = previousLabel(current);
      if (label) return roleOfLabel(label);
    }
    if (["tr", "li", "dl", "p"].includes(current.name)) {
      const text = cleanText(textOf(current));
      return text.length <= 80 ? roleOfLabel(text.replace(/[\d.,\s]+(?:원|KRW)?/g, " ")) : null;
    }
  }
  return null;
}

function previousLabel(cell: Element): string | null {
  for (let node = cell.prev; node; node = node.prev) {
    if (node.type === "tag" && ["th", "dt", "td"].includes((node as Element).name)) return cleanText(textOf(node));
  }
  return null;
}
