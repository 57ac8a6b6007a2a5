// "30,000원~", "9,900원부터", "from $12", "ab 9,90 €": the lowest of several option prices, not one price.
const FROM = /[~～〜]\s*$|부터|\bfrom\b|^\s*ab\b|à\s*partir\s*de|\bdesde\b|\ba\s*partire\s*da\b|から/i;
const FROM_WORDS = new RegExp(FROM.source.replace("[~～〜]\\s*$", "[~～〜]\\s*$|^\\s*[~～〜]"), "gi");

/** True when a written price says it is the lowest of the product's options ("부터", "~", "from"). */
export const isFromPrice = (written: string): boolean => FROM.test(written);

/** The written price without its "from" words, for the number parsers ("19,900원~" → "19,900원"). */
export const withoutFrom = (written: string): string => written.replace(FROM_WORDS, " ").trim();
