import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import type { ShopInfo } from "@/domains/catalog/shop-info";
import { cleanText } from "./dom-helpers";

type Field = keyof ShopInfo;

// Labels as Cafe24, 고도몰 and 메이크샵 footers and delivery guides print them; an earlier label wins where two overlap
// (대표전화 is a phone, not the representative).
const LABELS: Array<[Field, string]> = [
  ["registrationNumber", String.raw`사업자\s*등록\s*번호|사업자\s*번호|BUSINESS\s*LICENSE`],
  ["mailOrderNumber", String.raw`통신\s*판매\s*업?\s*신고\s*(?:번호)?|MAIL[-\s]*ORDER\s*LICENSE`],
  ["phone", String.raw`대표\s*전화|고객\s*센터|고객\s*상담|전화\s*번호|전화|TEL|연락처|CALL\s*CENTER`],
  ["tradeName", String.raw`상호\s*명?|회사\s*명|법인\s*명|COMPANY`],
  ["representative", String.raw`대표\s*이사|대표\s*자\s*명?|대표\s*명|대표|OWNER|CEO`],
  ["address", String.raw`사업장\s*(?:주소|소재지)|본사\s*주소|주소|ADDRESS`],
  ["email", String.raw`이메일|E-?MAIL|메일`],
  ["deliveryTime", String.raw`평균\s*배송\s*기간|배송\s*소요\s*기간|배송\s*기간|출고\s*기준`],
  ["returnTerms", String.raw`교환\s*(?:및|/|·)?\s*반품\s*(?:안내|정보|기간)?|반품\s*안내`],
];
// A label is followed by a colon or stands alone on its line (a 고도몰 <dt>): words inside a value are not labels.
// Labels that are not ours, so a value stops before them (개인정보보호책임자 is not the 대표).
const OTHER_LABELS = String.raw`개인\s*정보\s*(?:보호|관리)?\s*책임자|호스팅\s*(?:제공자|사업자)?|팩스|FAX|Copyright|ⓒ|©`;
const LABEL_RE = new RegExp(
  `(?<![가-힣A-Za-z])(?:${LABELS.map(([field, re]) => `(?<${field}>${re})`).join("|")}|(?<other>${OTHER_LABELS}))(?:\\s*[:：]\\s*|[ \\t]*$)`,
  "gim",
);

// Values checked by their form: a field whose text lacks it is not taken.
const FORMS: Partial<Record<Field, RegExp>> = {
  registrationNumber: /\d{3}\s*-\s*\d{2}\s*-\s*\d{5}/,
  mailOrderNumber: /(?:제\s*)?\d{4}\s*-\s*[가-힣A-Za-z]+(?:\s*-\s*[가-힣A-Za-z]+)?\s*-\s*\d{2,6}\s*호?/,
  phone: /(?:0\d{1,2}|1\d{3})[-.\s)]\s*\d{3,4}(?:[-.\s]\s*\d{4})?/,
  email: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
};

const FOOTERS = "footer, #footer, .footer, #footer_wrap, .footer_wrap, #ft, .xans-layout-footer, #footerWrap, .footer_info";
const GUIDES = ".delivery_guide, .xans-product-additional, #prdInfo, .prd-delivery, .detail_guide, .goods_guide";
const MAX_VALUE = 160;

/** The page's text below `roots`, one line per text node (so `<dt>상호</dt><dd>…</dd>` and `<br>` separate), scripts left out. */
function linesOf($: cheerio.CheerioAPI, roots: cheerio.Cheerio<AnyNode>): string {
  const lines: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === "text") {
      const line = cleanText(node.data);
      if (line) lines.push(line);
    } else if (node.type === "tag") for (const child of node.children) walk(child);
  };
  roots.each((_, root) => walk(root));
  return lines.join("\n");
}

/** The value after a label: up to the next label, a `|` or the line's end (the next line when the label stood alone). */
function valueAfter(text: string, from: number, to: number): string {
  let rest = text.slice(from, to).replace(/^[\s:：]+/, "");
  if (rest.startsWith("\n")) rest = rest.slice(1);
  const line = rest.split(/\n|\||\[|｜/)[0] ?? "";
  return cleanText(line).slice(0, MAX_VALUE);
}

function readLabelled(text: string, into: ShopInfo) {
  const matches = [...text.matchAll(LABEL_RE)];
  matches.forEach((match, i) => {
    const groups = match.groups ?? {};
    const field = LABELS.find(([name]) => groups[name] !== undefined)?.[0];
    if (!field || into[field] !== undefined) return;
    const end = matches[i + 1]?.index ?? text.length;
    const raw = valueAfter(text, match.index + match[0].length, end);
    const form = FORMS[field];
    const value = form ? form.exec(raw)?.[0] : raw;
    // A number's spaces are dropped (`제 2019-부산-0456 호`, `105 - 87 - 54321` are written both ways).
    if (value && value.length > 1) into[field] = form ? value.replace(/\s+/g, "") : value;
  });
}

/**
 * What a shop publishes about itself, read from a page as Korean shops print it: 사업자 정보 from the footer (상호,
 * 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터, 이메일) and the delivery guide's 배송 기간 and 교환·반품.
 * Fields the page does not state are absent; a number not in its legal form is not taken.
 */
export function readShopInfo(html: string): ShopInfo {
  const $ = cheerio.load(html);
  $("script, style, noscript").remove();
  const info: ShopInfo = {};
  const footers = $(FOOTERS).filter((_, el) => $(el).parents(FOOTERS).length === 0);
  readLabelled(linesOf($, footers.length ? footers : $("body")), info);
  const guides = $(GUIDES);
  if (guides.length) readLabelled(linesOf($, guides), info);
  return info;
}
