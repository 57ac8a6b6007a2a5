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

const isElement = (node: AnyNode): node is Element => node.type === "tag" || node.type === "script" || node.type === "style";

/** All text below a node, scripts included (like cheerio's .text()). */
export function textOf(node: AnyNode | null | undefined): string {
  if (!node) return "";
  if (node.type === "text") return (node as Text).data;
  if (!isElement(node)) return "";
  let text = "";
  for (const child of node.children) text += textOf(child);
  return text;
}

export function hasClass(element: Element, token: string): boolean {
  const className = element.attribs.class;
  return className !== undefined && ` ${className.replace(/\s+/g, " ")} `.includes(` ${token} `);
}

/** True when the node or one of its ancestors is in `containers`. */
export function isInside(node: AnyNode, containers: ReadonlySet<AnyNode>): boolean {
  if (containers.size === 0) return false;
  for (let current: AnyNode | null = node; current; current = current.parent) if (containers.has(current)) return true;
  return false;
}

/** Descendant elements of `roots` (document order) that satisfy `predicate`. */
export function findAll(roots: readonly AnyNode[], predicate: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [];
  for (const root of [...roots].reverse()) if (isElement(root)) stack.push(...[...root.children].reverse());
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (predicate(node)) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

export const findFirst = (roots: readonly AnyNode[], predicate: (element: Element) => boolean): Element | null =>
  findAll(roots, predicate, 1)[0] ?? null;

/** The next sibling element named one of `names` ("th" → its "td"). */
export function nextSiblingNamed(element: Element, names: readonly string[]): Element | null {
  for (let node = element.nextSibling; node; node = node.nextSibling) if (isElement(node) && names.includes(node.name)) return node;
  return null;
}

// Shop skins hide the branch that does not apply (Cafe24 "displaynone", inline display:none).
const HIDDEN_CLASS = /(?:^|\s)(?:displaynone|display-none|hidden|hide|blind|d-none|sr-only)(?:\s|$)/i;
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** The element itself is hidden (its ancestors are not looked at: for walks that start from a visible root). */
export function hidesItself(element: Element): boolean {
  const { class: className, style, hidden } = element.attribs;
  return (
    hidden !== undefined || (className !== undefined && HIDDEN_CLASS.test(className)) || (style !== undefined && HIDDEN_STYLE.test(style))
  );
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
export function valueOf(element: Element | null | undefined): string {
  if (!element) return "";
  const attribs = element.attribs;
  if (attribs.content !== undefined) return attribs.content;
  switch (element.name) {
    case "input":
    case "data":
    case "meter":
    case "option":
      return attribs.value ?? cleanText(textOf(element));
    case "a":
    case "link":
      return attribs.href ?? "";
    case "img":
      return attribs.src ?? "";
    default:
      return cleanText(textOf(element));
  }
}

/** Runs an operator-supplied selector, returning null (not throwing) for an invalid one. */
export function safeSelect($: CheerioAPI, selector: string): Cheerio<Element> | null {
  try {
    // Selectors only ever match elements.
    return $(selector) as Cheerio<Element>;
  } catch {
    return null;
  }
}
