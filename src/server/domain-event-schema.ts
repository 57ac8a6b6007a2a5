import { z } from "zod";
import { memberSessionsChangedEventSchema } from "@/domains/accounts/session-events";
import { catalogChangedEventSchema } from "@/domains/catalog/catalog-change-events";
import { priceEventSchema } from "@/domains/catalog/price-events";
import { crawlRunFinishedEventSchema } from "@/domains/crawler/crawl-run-events";
import { compliancePolicyChangedEventSchema } from "@/domains/settings/compliance-policy-events";
import { siteSettingsChangedEventSchema } from "@/domains/settings/site-settings-events";
import type { DomainEvent } from "@/platform/events/domain-events";

/** Every cross-process event, from the schemas of the domains that own them. Add a domain's events here. */
export const domainEventSchema: z.ZodType<DomainEvent> = z.union([
  priceEventSchema,
  catalogChangedEventSchema,
  crawlRunFinishedEventSchema,
  siteSettingsChangedEventSchema,
  compliancePolicyChangedEventSchema,
  memberSessionsChangedEventSchema,
]);
