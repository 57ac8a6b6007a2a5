import sanitizeHtml from "sanitize-html";
import { PRICE_CHART_SRC } from "../price-chart-embed";

// Only what the editor makes: paragraphs, bold/italic, lists, quotes, links, our own uploaded images and price charts.
const COMMUNITY_IMAGE_SRC = /^\/media\/community\/[0-9a-f]{24}\.webp$/;
const allowedImage = (src: string) => COMMUNITY_IMAGE_SRC.test(src) || PRICE_CHART_SRC.test(src);

const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "div", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a", "img", "h3"],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Runs before the attribute filter and keeps only href of what the member sent.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "nofollow ugc noopener", target: "_blank" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !allowedImage(frame.attribs.src ?? ""),
};

/**
 * A post's HTML through the allow-list: no script, style, event handler, `javascript:`/`data:` URL or
 * foreign image survives; links get `rel="nofollow ugc noopener"`. Run on write AND on render.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML);
}

/** The text of a post's HTML (for search, excerpts, metadata and the profanity check). */
export function postPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h3|\/blockquote)\b[^>]*>/gi, "$& "), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a post's HTML shows anything (text or an image). */
export function hasPostContent(html: string): boolean {
  return postPlainText(html) !== "" || /<img\b/i.test(html);
}

/** Uploaded images a post's (sanitised) HTML shows, for Open Graph (a chart is an SVG, which link previews do not show). */
export function postImageUrls(html: string): string[] {
  return [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!).filter((src) => COMMUNITY_IMAGE_SRC.test(src));
}
