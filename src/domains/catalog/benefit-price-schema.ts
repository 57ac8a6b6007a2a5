import { z } from "zod";
import { BENEFIT_KINDS, type BenefitPrice } from "./benefit-price";

/** A benefit price as the page reader returns it (src/domains/crawler/extract): validated before it is stored. */
export const benefitPriceSchema = z.object({
  kind: z.enum(BENEFIT_KINDS),
  amount: z.number().int().positive(),
  condition: z.string().max(60),
}) satisfies z.ZodType<BenefitPrice>;
