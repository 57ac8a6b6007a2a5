import type { AnyNode, Element, Text } from "domhandler";

// Skins print a price twice or three times inside one element (visible figure, screen-reader copy,
// tooltip); read as one text that is "109109109". Each text node is read apart, and a glued
// repetition that survives is no price at all.

/** The element's text nodes that hold a digit, each trimmed, in document order. */
function digitPieces(element: Element): string[] {
  const pieces: string[] = [];
  const stack: AnyNode[] = [element];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "text") {
      const text = (node as Text).data.trim();
      if (/\d/.test(text)) pieces.push(text);
    } else if (node.type === "tag") {
      const children = (node as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return pieces;
}

/**
 * The one amount an element states when its text nodes each print the same amount ("109" × 3);
 * null when it has one text node or the nodes are parts of one number ("1", "3", ",", "500").
 */
export function repeatedPieceAmount(element: Element, parse: (text: string) => number | null): number | null {
  const pieces = digitPieces(element);
  if (pieces.length < 2) return null;
  const amounts = pieces.map(parse);
  const [first] = amounts;
  return first != null && first > 0 && amounts.every((amount) => amount === first) ? first : null;
}

/** True for digits that repeat one block ("109109109", "27,00027,000"): a number glued to its own copies. */
export function isRepeatedNumber(raw: string): boolean {
  const text = raw.replace(/[^\d.,]/g, "");
  for (let size = 2; size <= text.length / 2; size++) {
    const times = text.length / size;
    if (!Number.isInteger(times) || (size < 3 && times < 3)) continue;
    if (text.slice(0, size).repeat(times) === text) return true;
  }
  return false;
}
