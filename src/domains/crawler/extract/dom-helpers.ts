import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode, Element, Text } from "domhandler";

export function cleanText(text: string | null | undefined): string {
  return (text ?? "").replace(/[\s\u00A0\u200B\u3000\uFEFF]+/g, " ").trim();
}

export function nonEmpty(text: string | null | undefined): string | null {
  const cleaned = cleanText(text);
  return cleaned === "" ? null : cleaned;
}

/** An absolute http(s) URL for an image/link found on the page, or null. */
export function resolveHttpUrl(raw: string | null | undefined, base: string): string | null {
  const value = nonEmpty(raw);
  if (!value) return null;
  try {
    const resolved = new URL(value.startsWith("//") && !/^https?:/i.test(base) ? `https:${value}` : value, base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
  } catch {
    return null;
  }
}

// Shop skins hide the branch that does not apply (Cafe24 "displaynone", inline display:none).
const HIDDEN_CLASS = /(?:^|\s)(?:displaynone|display-none|hidden|hide|blind|d-none|sr-only)(?:\s|$)/i;
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

function hidesItself(element: Element): boolean {
  const { class: className, style, hidden } = element.attribs;
  return hidden !== undefined || (className !== undefined && HIDDEN_CLASS.test(className)) || (style !== undefined && HIDDEN_STYLE.test(style));
}

/** True when the element or an ancestor is hidden by class or inline style. */
export function isHidden(node: AnyNode): boolean {
  for (let current: AnyNode | null = node; current; current = current.parent) {
    if (current.type === "tag" && hidesItself(current as Element)) return true;
  }
  return false;
}

/** Text a visitor would see: skips hidden descendants, scripts and styles. */
export function visibleText(node: AnyNode): string {
  if (node.type === "text") return (node as Text).data;
  if (node.type !== "tag" || hidesItself(node as Element)) return "";
  let text = "";
  for (const child of (node as Element).children) text += visibleText(child);
  return text;
}

/** A form/meta value when the element carries one, else its text (microdata-style reading). */
export function valueOf($el: Cheerio<Element>): string {
  const element = $el[0];
  if (!element) return "";
  const attribs = element.attribs;
  if (attribs.content !== undefined) return attribs.content;
  switch (element.name) {
    case "input":
    case "data":
    case "meter":
    case "option":
      return attribs.value ?? cleanText($el.text());
    case "a":
    case "link":
      return attribs.href ?? "";
    case "img":
      return attribs.src ?? "";
    default:
      return cleanText($el.text());
  }
}

/** Runs a selector, returning null (not throwing) for an invalid one. */
export function safeSelect($: CheerioAPI, selector: string): Cheerio<Element> | null {
  try {
    // Selectors only ever match elements.
    return $(selector) as Cheerio<Element>;
  } catch {
    return null;
  }
}
