import { z } from "zod";

/** Site settings were saved: every process drops its cached copy. */
export const siteSettingsChangedEventSchema = z.object({ type: z.literal("site_settings_changed") });

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    site_settings_changed: z.infer<typeof siteSettingsChangedEventSchema>;
  }
}
