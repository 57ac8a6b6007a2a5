import type { AnyNode, Element, Text } from "domhandler";
import { isRestockText, isSoldOutText } from "@/domains/crawler/extract/availability";
import { cleanText, hidesItself, textOf } from "@/domains/crawler/extract/dom-helpers";
import { buyButtons, startsOtherContent, type MainBlock } from "@/domains/crawler/extract/main-block";
import type { PageIndex } from "@/domains/crawler/extract/page-index";
import { SKIP } from "@/domains/crawler/extract/visible/text-lines";

/** Whether the main block says the product cannot be bought: a sold-out marker or only disabled buy buttons. */
export function blockSaysSoldOut(main: MainBlock, index: PageIndex): boolean {
  const buttons = main.buy.length > 0 ? main.buy : buyButtons(index);
  const disabled = (element: Element) =>
    element.attribs.disabled !== undefined ||
    element.attribs["aria-disabled"] === "true" ||
    /(?:^|\s)(?:disabled|is-disabled|soldout|sold-out)(?:\s|$)/i.test(element.attribs.class ?? "");
  const label = (element: Element) => cleanText(element.name === "input" ? (element.attribs.value ?? "") : textOf(element));
  const unusable = (button: Element) => disabled(button) || isSoldOutText(label(button)) || isRestockText(label(button));
  if (buttons.length > 0 && buttons.every(unusable)) return true;
  const stack: AnyNode[] = [main.block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "text") {
      const text = (node as Text).data;
      if (text.length <= 40 && isSoldOutText(cleanText(text))) return true;
      continue;
    }
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (SKIP.has(element.name) || hidesItself(element) || startsOtherContent(element, index)) continue;
    stack.push(...element.children);
  }
  return false;
}
