import { z } from "zod";

/** The compliance policy changed: every process drops cached pages and answers, since what is public changed. */
export const compliancePolicyChangedEventSchema = z.object({ type: z.literal("compliance_policy_changed") });

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    compliance_policy_changed: z.infer<typeof compliancePolicyChangedEventSchema>;
  }
}
