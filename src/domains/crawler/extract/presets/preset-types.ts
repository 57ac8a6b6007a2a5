import type { ExtractionStep, StepContext } from "@/domains/crawler/extract/step-types";

/** A shop platform's page conventions: how to recognise its pages and read them. */
export type Preset = ExtractionStep & {
  detect(context: StepContext): boolean;
  /** The platform's own sold-out markers, also used when another method found the price. */
  isSoldOut(context: StepContext): boolean;
};
