import { load } from "cheerio";
import { safeSelect } from "@/domains/crawler/extract/dom-helpers";
import { currencyOf } from "@/domains/crawler/extract/money";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";
import {
  completeShipping,
  isEmptyDocument,
  pageImage,
  pageShipping,
  pageTitle,
  selectorSaysSoldOut,
} from "@/domains/crawler/extract/page-defaults";
import { indexPage } from "@/domains/crawler/extract/page-index";
import { detectPreset } from "@/domains/crawler/extract/presets";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { jsonLdStep } from "@/domains/crawler/extract/steps/json-ld";
import { metaStep } from "@/domains/crawler/extract/steps/meta";
import { microdataStep } from "@/domains/crawler/extract/steps/microdata";
import { scriptStateStep } from "@/domains/crawler/extract/steps/script-state";
import { selectorsStep } from "@/domains/crawler/extract/steps/selectors";
import type { Candidate, ExtractionStep, StepContext, StepOutcome } from "@/domains/crawler/extract/step-types";
import { visibleStep } from "@/domains/crawler/extract/steps/visible";
import { blockSaysSoldOut } from "@/domains/crawler/extract/visible/block-stock";
import { readVisibleCandidates } from "@/domains/crawler/extract/visible/price-candidates";
import { preferShownPrice } from "@/domains/crawler/extract/visible/shown-prices";
import { COUPON_PRICE_LABEL, findLabelledValue, LIST_PRICE_LABEL, MEMBER_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { readBenefitPrices } from "@/domains/crawler/extract/benefit-prices";
import { priceOf } from "@/domains/crawler/extract/presets/preset-helpers";
import { disagreement, formWitnesses } from "@/domains/crawler/extract/witnesses";
import {
  extractionFailure,
  extractionSchema,
  HOLD_CODES,
  type ExtractionMethod,
  type Witness,
  type ExtractResult,
  type SiteSelectors,
} from "@/domains/crawler/extraction-types";

export type ExtractInput = {
  html: string;
  /** The page's final URL; relative image links resolve against it and presets look at its path. */
  url: string;
  selectors?: SiteSelectors;
};

function invalidSelector($: StepContext["$"], selectors?: SiteSelectors): string | null {
  for (const selector of Object.values(selectors ?? {})) if (typeof selector === "string" && !safeSelect($, selector)) return selector;
  return null;
}

function inStock(found: Candidate, context: StepContext, preset: Preset | null): boolean {
  if (selectorSaysSoldOut(context.$, context.selectors)) return false;
  if (found.inStock !== null) return found.inStock;
  if (preset) return !preset.isSoldOut(context);
  // Visible markers count inside the product's main block only: related items carry their own badges.
  const main = findMainBlock(context.index);
  if (!main) return !hasSoldOutMarker(context.index);
  return !(blockSaysSoldOut(main, context.index) || hasSoldOutMarker(context.index, { scopes: new Set([main.block]) }));
}

type Reader = { step: ExtractionStep; outcome: () => StepOutcome };

const STRUCTURED_METHODS: ReadonlySet<ExtractionMethod> = new Set(["json-ld", "microdata", "meta", "script-state"]);

/** The other sources' prices for the page, the winning step's first. */
function collectWitnesses(found: Candidate, method: ExtractionMethod, readers: readonly Reader[], context: StepContext): Witness[] {
  const witnesses: Witness[] = [{ method, price: found.price, currency: found.currency }];
  for (const { step, outcome } of readers) {
    if (step.method === method || step === selectorsStep || step === visibleStep) continue;
    const read = outcome();
    if (read.kind === "ok") witnesses.push({ method: step.method, price: read.candidate.price, currency: read.candidate.currency });
  }
  witnesses.push(...formWitnesses(context));
  // A page with one source only: the visible price is the second witness, when it is clear-cut.
  if (witnesses.length === 1 && method !== "visible") {
    const visible = readers.find((reader) => reader.step === visibleStep)?.outcome();
    if (visible?.kind === "ok") witnesses.push({ method: "visible", price: visible.candidate.price, currency: visible.candidate.currency });
  }
  return witnesses;
}

/**
 * The 회원가 / 쿠폰적용가 of a site configured to publish it (every visitor pays it there), from the
 * platform's label table, when it is below what the step read.
 */
function configuredPrice({ index, selectors }: StepContext, price: number): number | null {
  const labels = [selectors?.memberPriceIsPrice ? MEMBER_PRICE_LABEL : null, selectors?.couponPriceIsPrice ? COUPON_PRICE_LABEL : null];
  for (const label of labels) {
    const value = label ? priceOf(findLabelledValue(index, label)) : null;
    if (value !== null && value > 0 && value < price) return value;
  }
  return null;
}

/** Completes a step's reading with page-wide defaults and checks it against the output schema. */
function finish(
  read: Candidate,
  method: ExtractionMethod,
  context: StepContext,
  preset: Preset | null,
  readers: readonly Reader[],
): ExtractResult {
  // Structured data that states the struck 소비자가, the price before tax or a starting bid gives way to what the page sells at.
  const found = STRUCTURED_METHODS.has(method) ? preferShownPrice(read, context) : read;
  if (!found) return extractionFailure("NO_PRICE", "경매 추정가·시작가뿐");
  if (found.price <= 0 || !Number.isFinite(found.price)) return extractionFailure("BAD_PRICE", `${found.price}원`);
  // Cafe24, 고도몰 and 메이크샵 are Korean platforms: their skins print won.
  const platformWon = preset && method === preset.method ? "KRW" : null;
  const currency = currencyOf(found.currency ?? "") ?? found.currency?.toUpperCase() ?? platformWon ?? pageCurrency(context);
  // A page that names no currency anywhere is not read as won: a wrong currency is a wrong price.
  if (!currency) return extractionFailure("NO_PRICE", "통화를 알 수 없음");
  const krw = currency === "KRW";
  if (krw && !Number.isInteger(found.price)) return extractionFailure("BAD_PRICE", `${found.price}원`);
  const { $, index, url, selectors } = context;
  const shipping = krw ? completeShipping(found.shipping, () => pageShipping($, index, selectors)) : null;
  const witnesses = collectWitnesses(found, method, readers, context);
  // Witnesses compare the 판매가 every source states; the configured price replaces it afterwards.
  const price = (krw && method !== "visible" ? configuredPrice(context, found.price) : null) ?? found.price;
  // Structured data rarely states the 소비자가; the page's label table does.
  const listPrice = found.listPrice ?? (krw ? priceOf(findLabelledValue(index, LIST_PRICE_LABEL)) : null);
  const image = method === "visible" ? (pageImage(index, url) ?? found.imageUrl) : (found.imageUrl ?? pageImage(index, url));
  const parsed = extractionSchema.safeParse({
    title: found.title ?? pageTitle($, index, selectors),
    price,
    priceText: found.priceText,
    priceFrom: found.priceFrom,
    listPrice: listPrice !== null && listPrice > price ? listPrice : null,
    currency,
    inStock: inStock(found, context, preset),
    shippingFee: shipping?.fee ?? null,
    freeShippingThreshold: shipping?.freeThreshold ?? null,
    options: krw ? found.options.filter((option) => option.price > 0) : [],
    benefits: krw ? readBenefitPrices(context, price) : [],
    imageUrl: image,
    method,
    witnesses,
    runnerUp: found.runnerUp,
    hold: krw
      ? disagreement(witnesses, currency, price)
      : { code: "NOT_KRW", reason: `${HOLD_CODES.NOT_KRW} (${found.priceText ?? found.price} ${currency})` },
  });
  if (!parsed.success) return extractionFailure("INVALID_EXTRACTION", parsed.error.issues.map((issue) => issue.path.join(".")).join(", "));
  return { ok: true, extraction: parsed.data };
}

/**
 * Reads a product page's offer. Steps run in order — JSON-LD, microdata, meta tags, a store's preloaded script state, the detected
 * platform preset, the site's own selectors, then the visible-price reader — and the first that
 * finds a price answers; the others that also read one are its witnesses. A step that finds
 * contradictory or non-positive prices fails the page (a wrong price is worse than none), unless
 * the operator's own price selector answers instead.
 */
export function extractOffer({ html, url, selectors }: ExtractInput): ExtractResult {
  if (html.trim() === "") return extractionFailure("EMPTY_PAGE");
  const $ = load(html);
  const context: StepContext = { $, index: indexPage($), url, selectors };
  const badSelector = invalidSelector($, selectors);
  if (badSelector) return extractionFailure("INVALID_SELECTOR", badSelector);

  const preset = detectPreset(context);
  const steps: ExtractionStep[] = [
    jsonLdStep,
    microdataStep,
    metaStep,
    scriptStateStep,
    ...(preset ? [preset] : []),
    selectorsStep,
    visibleStep,
  ];
  const readers: Reader[] = steps.map((step) => {
    let cached: StepOutcome | undefined;
    return { step, outcome: () => (cached ??= step.run(context)) };
  });
  const done = (found: Candidate, step: ExtractionStep) => finish(found, step.method, context, preset, readers);
  for (const { step, outcome: run } of readers) {
    const outcome = run();
    if (outcome.kind === "none") continue;
    if (outcome.kind === "ok") {
      const result = done(outcome.candidate, step);
      if (result.ok || step === selectorsStep || !selectors?.price) return result;
    }
    if (outcome.kind === "fail" && (step === selectorsStep || !selectors?.price)) return extractionFailure(outcome.code, outcome.detail);
    const fallback = readers.find((reader) => reader.step === selectorsStep)!.outcome();
    if (fallback.kind === "ok") {
      const result = done(fallback.candidate, selectorsStep);
      if (result.ok) return result;
    }
    return outcome.kind === "fail" ? extractionFailure(outcome.code, outcome.detail) : done(outcome.candidate, step);
  }
  return extractionFailure(isEmptyDocument(context.index) ? "EMPTY_PAGE" : "NO_PRICE");
}

/** The visible-price reader's weighed candidates for a page (role and score each), for the extract CLI and the admin's URL test. */
export function listVisibleCandidates({ html, url, selectors }: ExtractInput) {
  const $ = load(html);
  return readVisibleCandidates({ $, index: indexPage($), url, selectors });
}
