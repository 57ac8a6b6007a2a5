const IN_STOCK = new Set([
  "instock",
  "available",
  "preorder",
  "presale",
  "limitedavailability",
  "onlineonly",
  "instoreonly",
  "backorder",
  "availablefororder",
  "madetoorder",
]);
const OUT_OF_STOCK = new Set(["outofstock", "soldout", "discontinued", "oos", "unavailable", "notavailable", "outofstocks"]);

/** schema.org / Open Graph availability ("https://schema.org/InStock", "out of stock", "oos") → boolean. */
export function parseAvailability(value: unknown): boolean | null {
  if (typeof value !== "string") return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?schema\.org\//, "")
    .replace(/^schema:/, "")
    .replace(/[\s_-]+/g, "");
  if (IN_STOCK.has(key)) return true;
  if (OUT_OF_STOCK.has(key)) return false;
  return null;
}

// Korean shops' words first, then the ones the visible reader meets abroad.
const SOLD_OUT_TEXT =
  /^(?:\[|\()?\s*(?:품절|일시\s*품절|sold\s*-?\s*out|out\s*of\s*stock|재고\s*없음|재고\s*소진|판매\s*종료|판매\s*중지|구매\s*불가|currently\s*unavailable|ausverkauft|nicht\s*(?:verfügbar|lieferbar)|épuisé|rupture\s*de\s*stock|agotado|esaurito|uitverkocht|vyprodáno|elfogyott|brak\s*w\s*magazynie|stoc\s*epuizat|stok\s*habis|在庫切れ|売り切れ|(?:temporarily\s*|currently\s*)?(?:unavailable|not\s*available|out\s*of\s*stock)|no\s*longer\s*available|нет\s*в\s*наличии|(?:товар\s*)?закончился|распродан[оа]?|немає\s*в\s*наявності|vypredané|nie\s*je\s*(?:na\s*sklade|skladom)|nedostupné|(?:trenutno\s*)?nije\s*dostupno|nema\s*na\s*(?:zalihi|stanju)|rasprodano|ni\s*na\s*zalogi|razprodano|sin\s*stock|sin\s*existencias|no\s*disponible|non\s*disponibile|(?:已)?售完|缺貨(?:中)?|補貨中|暫無庫存)(?:\s*online)?\s*(?:\]|\))?[.!]?$/i;

// A restock alert is offered beside the buy button for sold-out options too: it means sold out only
// where it stands alone, in place of the buy buttons.
const RESTOCK_TEXT =
  /^(?:재입고|입고)\s*알림(?:\s*(?:신청|받기))?$|^notify\s*me(?:\s*when\s*(?:available|in\s*stock))?$|^email\s*me\s*when\s*available$|^сообщить\s*о\s*поступлении$|^obavijesti\s*me|^upozorniť|^avvisami|^avísame|^obvesti\s*me|^benachrichtigen|^(?:到貨|貨到)通知$/i;

/** True for a button offering an alert when the item is back ("재입고 알림 신청", "Notify me when available"). */
export const isRestockText = (text: string): boolean => RESTOCK_TEXT.test(text.replace(/\s+/g, " ").trim());

/** True when a button/badge text says the item cannot be bought ("품절", "일시품절", "SOLD OUT"). */
export function isSoldOutText(text: string): boolean {
  return SOLD_OUT_TEXT.test(text.replace(/\s+/g, " ").trim());
}
