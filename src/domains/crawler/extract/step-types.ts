import type { CheerioAPI } from "cheerio";
import type { PageIndex } from "@/domains/crawler/extract/page-index";
import type { Shipping } from "@/domains/crawler/extract/parse-shipping";
import type { ExtractionFailureCode, ExtractionMethod, OfferOption, SiteSelectors } from "@/domains/crawler/extraction-types";

/** One parsed page: the cheerio document (for operator selectors) and its one-walk index. */
export type StepContext = { $: CheerioAPI; index: PageIndex; url: string; selectors?: SiteSelectors };

/** What one step read from the page. Unknown fields stay null and are filled from generic sources. */
export type Candidate = {
  price: number;
  listPrice: number | null;
  title: string | null;
  imageUrl: string | null;
  /** null when the step's source says nothing about stock. */
  inStock: boolean | null;
  shipping: Shipping | null;
  options: OfferOption[];
  currency: string | null;
  /** The price is the lowest of the options ("19,900원~", "9,900원부터"). */
  priceFrom: boolean;
  /** The price as printed, when read from page text. */
  priceText: string | null;
  runnerUp: { price: number; currency: string | null; text: string } | null;
};

export type StepOutcome =
  { kind: "none" } | { kind: "fail"; code: ExtractionFailureCode; detail?: string } | { kind: "ok"; candidate: Candidate };

export type ExtractionStep = { method: ExtractionMethod; run(context: StepContext): StepOutcome };

export const NONE: StepOutcome = { kind: "none" };

export function candidate(fields: Partial<Candidate> & { price: number }): StepOutcome {
  return {
    kind: "ok",
    candidate: {
      listPrice: null,
      title: null,
      imageUrl: null,
      inStock: null,
      shipping: null,
      options: [],
      currency: null,
      priceText: null,
      priceFrom: false,
      runnerUp: null,
      ...fields,
    },
  };
}

export function conflict(prices: Iterable<number>): StepOutcome {
  const listed = [...new Set(prices)].sort((a, b) => a - b).map((price) => `${price.toLocaleString("ko-KR")}원`);
  return { kind: "fail", code: "CONFLICTING_PRICES", detail: listed.join(", ") };
}
