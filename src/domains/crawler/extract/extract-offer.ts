import { load } from "cheerio";
import { isForeignCurrency } from "@/domains/crawler/extract/currency";
import { safeSelect } from "@/domains/crawler/extract/dom-helpers";
import { isEmptyDocument, pageImage, pageShipping, pageTitle, selectorSaysSoldOut } from "@/domains/crawler/extract/page-defaults";
import { indexPage } from "@/domains/crawler/extract/page-index";
import { detectPreset } from "@/domains/crawler/extract/presets";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { jsonLdStep } from "@/domains/crawler/extract/steps/json-ld";
import { metaStep } from "@/domains/crawler/extract/steps/meta";
import { microdataStep } from "@/domains/crawler/extract/steps/microdata";
import { selectorsStep } from "@/domains/crawler/extract/steps/selectors";
import type { Candidate, ExtractionStep, StepContext } from "@/domains/crawler/extract/steps/step-types";
import {
  extractionFailure,
  extractionSchema,
  type ExtractionMethod,
  type ExtractResult,
  type SiteSelectors,
} from "@/domains/crawler/extract/types";

export type ExtractInput = {
  html: string;
  /** The page's final URL; relative image links resolve against it and presets look at its path. */
  url: string;
  selectors?: SiteSelectors;
};

function invalidSelector($: StepContext["$"], selectors?: SiteSelectors): string | null {
  for (const selector of Object.values(selectors ?? {})) if (selector && !safeSelect($, selector)) return selector;
  return null;
}

function inStock(found: Candidate, context: StepContext, preset: Preset | null): boolean {
  if (selectorSaysSoldOut(context.$, context.selectors)) return false;
  if (found.inStock !== null) return found.inStock;
  if (preset) return !preset.isSoldOut(context);
  return !hasSoldOutMarker(context.index);
}

/** Completes a step's reading with page-wide defaults and checks it against the output schema. */
function finish(found: Candidate, method: ExtractionMethod, context: StepContext, preset: Preset | null): ExtractResult {
  if (isForeignCurrency(found.currency)) return extractionFailure("UNSUPPORTED_CURRENCY", found.currency);
  if (!Number.isInteger(found.price) || found.price <= 0) return extractionFailure("BAD_PRICE", `${found.price}원`);
  const { $, index, url, selectors } = context;
  const shipping = found.shipping ?? pageShipping($, index, selectors);
  const listPrice = found.listPrice;
  const parsed = extractionSchema.safeParse({
    title: found.title ?? pageTitle($, index, selectors),
    price: found.price,
    listPrice: listPrice !== null && listPrice > found.price ? listPrice : null,
    currency: "KRW",
    inStock: inStock(found, context, preset),
    shippingFee: shipping?.fee ?? null,
    freeShippingThreshold: shipping?.freeThreshold ?? null,
    options: found.options.filter((option) => option.price > 0),
    imageUrl: found.imageUrl ?? pageImage(index, url),
    method,
  });
  if (!parsed.success) return extractionFailure("INVALID_EXTRACTION", parsed.error.issues.map((issue) => issue.path.join(".")).join(", "));
  return { ok: true, extraction: parsed.data };
}

/**
 * Reads a product page's offer. Steps run in order — JSON-LD, microdata, meta tags, the detected
 * platform preset, the site's own selectors — and the first that finds a price answers. A step that
 * finds contradictory or non-positive prices fails the page (a wrong price is worse than none),
 * unless the operator's own price selector answers instead.
 */
export function extractOffer({ html, url, selectors }: ExtractInput): ExtractResult {
  if (html.trim() === "") return extractionFailure("EMPTY_PAGE");
  const $ = load(html);
  const context: StepContext = { $, index: indexPage($), url, selectors };
  const badSelector = invalidSelector($, selectors);
  if (badSelector) return extractionFailure("INVALID_SELECTOR", badSelector);

  const preset = detectPreset(context);
  const steps: ExtractionStep[] = [jsonLdStep, microdataStep, metaStep, ...(preset ? [preset] : []), selectorsStep];
  for (const step of steps) {
    const outcome = step.run(context);
    if (outcome.kind === "none") continue;
    if (outcome.kind === "ok") {
      const result = finish(outcome.candidate, step.method, context, preset);
      if (result.ok || step === selectorsStep || !selectors?.price) return result;
    }
    if (outcome.kind === "fail" && (step === selectorsStep || !selectors?.price)) return extractionFailure(outcome.code, outcome.detail);
    const fallback = selectorsStep.run(context);
    if (fallback.kind === "ok") {
      const result = finish(fallback.candidate, "selectors", context, preset);
      if (result.ok) return result;
    }
    return outcome.kind === "fail"
      ? extractionFailure(outcome.code, outcome.detail)
      : finish(outcome.candidate, step.method, context, preset);
  }
  return extractionFailure(isEmptyDocument(context.index) ? "EMPTY_PAGE" : "NO_PRICE");
}
