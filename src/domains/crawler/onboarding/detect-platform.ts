import { load } from "cheerio";
import { indexPage, PRESETS } from "@/domains/crawler/extract";
import type { ExtractionMethod } from "@/domains/crawler/extraction-types";
import type { SELLER_PLATFORMS } from "@/domains/catalog/seller-site-form";

export type ShopPlatform = Exclude<keyof typeof SELLER_PLATFORMS, "custom">;
export type PlatformSignal = { platform: ShopPlatform; evidence: string };

const PRESET_PLATFORM: Partial<Record<ExtractionMethod, ShopPlatform>> = {
  "preset:cafe24": "cafe24",
  "preset:godomall": "godomall",
  "preset:makeshop": "makeshop",
};

// Asset hosts and link paths each platform's pages carry, on any page of the shop (home and lists too).
const MARKUP_SIGNS: Array<{ platform: ShopPlatform; pattern: RegExp; evidence: string }> = [
  { platform: "cafe24", pattern: /echosting\.cafe24\.com|cafe24img|class="[^"]*\bxans-/i, evidence: "카페24 스킨 표시(xans-·echosting)" },
  { platform: "cafe24", pattern: /\/product\/(?:list|detail)\.html\?[^"']*(?:cate_no|product_no)=/i, evidence: "카페24 상품·목록 주소" },
  { platform: "godomall", pattern: /godo(?:mall)?\.co\.kr|set_goods_price/i, evidence: "고도몰 표시(godo·set_goods_price)" },
  { platform: "godomall", pattern: /\/goods\/goods_(?:list|view)\.php\?/i, evidence: "고도몰 상품·목록 주소" },
  { platform: "makeshop", pattern: /makeshop\.co\.kr|name="branduid"|id="pricevalue"/i, evidence: "메이크샵 표시(makeshop·branduid)" },
  { platform: "makeshop", pattern: /\/shop\/(?:shopbrand|shopdetail)\.html\?/i, evidence: "메이크샵 상품·목록 주소" },
  { platform: "imweb", pattern: /imweb\.me|imweb_|class="[^"]*\bshop_view\b/i, evidence: "아임웹 표시(imweb)" },
  { platform: "imweb", pattern: /\/shop_view\/?\?[^"']*idx=/i, evidence: "아임웹 상품 주소(shop_view)" },
];

const JSON_LD_PRODUCT = /<script[^>]+application\/ld\+json[^>]*>[^<]*"@type"\s*:\s*"Product"/i;

/** What one page's markup says about the platform the shop runs on; a product page's preset counts first. */
export function platformSignals({ html, url }: { html: string; url: string }): PlatformSignal[] {
  const $ = load(html);
  const index = indexPage($);
  const signals: PlatformSignal[] = [];
  const preset = PRESETS.find((p) => p.detect({ $, index, url }));
  const presetPlatform = preset && PRESET_PLATFORM[preset.method];
  if (presetPlatform) signals.push({ platform: presetPlatform, evidence: `상품 페이지 구조(${preset.method})` });
  for (const sign of MARKUP_SIGNS) if (sign.pattern.test(html)) signals.push({ platform: sign.platform, evidence: sign.evidence });
  if (JSON_LD_PRODUCT.test(html)) signals.push({ platform: "jsonld", evidence: "JSON-LD 상품 정보" });
  return signals;
}

const ORDER: ShopPlatform[] = ["cafe24", "godomall", "makeshop", "imweb", "jsonld"];

/**
 * The platform most signals across the shop's pages point at, with what said so. A shop platform's own
 * markup outweighs JSON-LD, which many platforms print as well; no signal at all → null.
 */
export function pickPlatform(signals: PlatformSignal[]): { platform: ShopPlatform; evidence: string[] } | null {
  const votes = new Map<ShopPlatform, string[]>();
  for (const { platform, evidence } of signals) votes.set(platform, [...(votes.get(platform) ?? []), evidence]);
  const weight = (platform: ShopPlatform) => (votes.get(platform)?.length ?? 0) * (platform === "jsonld" ? 0.5 : 1);
  const best = ORDER.filter((p) => votes.has(p)).sort((a, b) => weight(b) - weight(a))[0];
  return best ? { platform: best, evidence: [...new Set(votes.get(best))] } : null;
}
