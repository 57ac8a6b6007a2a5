import type { AnyNode, Element, Text } from "domhandler";
import { hidesItself } from "@/domains/crawler/extract/dom-helpers";
import { startsOtherContent } from "@/domains/crawler/extract/main-block";
import type { PageIndex } from "@/domains/crawler/extract/page-index";

// The main block as a reader sees it: lines of text (elements holding only text and inline markup),
// each knowing which element printed which characters, so a price can be traced to its styling.

const INLINE = new Set([
  "span",
  "strong",
  "b",
  "em",
  "i",
  "s",
  "del",
  "strike",
  "ins",
  "u",
  "small",
  "sup",
  "sub",
  "font",
  "a",
  "label",
  "bdi",
  "data",
  "abbr",
  "mark",
  "big",
]);
export const SKIP = new Set(["script", "style", "noscript", "select", "option", "button", "textarea", "template", "svg", "iframe"]);

// A price split into whole and fraction spans ("1,299" + <span class=cents>50</span>, "$19<sup>97</sup>").
const FRACTION_CLASS = /(?:^|[-_\s])(?:fraction|cents?|decimals?|minor)(?:$|[-_\s])/i;

/**
 * What goes between two elements' texts in one line: the decimal mark before a fraction span, a
 * space where digits meet a sign or a word ("RRP £29.99" + "£22.49"), else nothing.
 */
function elementGap(before: string, next: string, owner: Element): string {
  const last = before.at(-1)!;
  const first = next[0]!;
  if (/\d/.test(last) && /^\d{2}$/.test(next) && (owner.name === "sup" || FRACTION_CLASS.test(owner.attribs.class ?? "")))
    return /\d\.\d{3}$/.test(before) ? "," : ".";
  if (/[\s.,'’]/.test(last + first)) return "";
  return /\d/.test(last) !== /\d/.test(first) ? " " : "";
}

type Segment = { start: number; end: number; element: Element };
export type Line = { element: Element; text: string; segments: Segment[]; order: number };

/** Collects the block's text lines: elements holding only text and inline markup. */
export function collectLines(block: Element, index: PageIndex): Line[] {
  const lines: Line[] = [];
  const inlineOnly = new Map<Element, boolean>();
  const isInlineOnly = (element: Element): boolean => {
    const known = inlineOnly.get(element);
    if (known !== undefined) return known;
    const result = element.children.every(
      (child) =>
        child.type === "text" ||
        child.type === "comment" ||
        (child.type === "tag" && INLINE.has((child as Element).name) && isInlineOnly(child as Element)),
    );
    inlineOnly.set(element, result);
    return result;
  };
  const addLine = (element: Element) => {
    const segments: Segment[] = [];
    let text = "";
    const visit = (node: AnyNode, owner: Element) => {
      if (node.type === "text") {
        const piece = (node as Text).data.replace(/[\s\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]+/g, " ");
        let joined = text === "" || text.endsWith(" ") ? piece.replace(/^ /, "") : piece;
        if (joined === "") return;
        if (text !== "" && segments.at(-1)?.element !== owner) joined = `${elementGap(text, joined, owner)}${joined}`;
        segments.push({ start: text.length, end: text.length + joined.length, element: owner });
        text += joined;
      } else if (node.type === "tag") {
        const child = node as Element;
        if (SKIP.has(child.name) || hidesItself(child)) return;
        for (const grandchild of child.children) visit(grandchild, child);
      }
    };
    for (const child of element.children) visit(child, element);
    text = text.replace(/ $/, "");
    if (text !== "" && text.length <= 160) lines.push({ element, text, segments, order: lines.length });
  };
  const walk = (element: Element) => {
    if (SKIP.has(element.name) || hidesItself(element) || startsOtherContent(element, index)) return;
    if (isInlineOnly(element)) return addLine(element);
    for (const child of element.children) {
      if (child.type !== "tag") continue;
      const tag = child as Element;
      if (INLINE.has(tag.name) && isInlineOnly(tag) && !SKIP.has(tag.name)) {
        if (!hidesItself(tag) && !startsOtherContent(tag, index)) addLine(tag);
      } else walk(tag);
    }
  };
  walk(block);
  return lines;
}

export const segmentAt = (line: Line, position: number) =>
  line.segments.find((segment) => position >= segment.start && position < segment.end)?.element ?? line.element;

export const isWithin = (node: AnyNode, container: Element) => {
  for (let current: AnyNode | null = node; current; current = current.parent) if (current === container) return true;
  return false;
};
