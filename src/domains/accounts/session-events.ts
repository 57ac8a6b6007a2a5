import { z } from "zod";

/** A member's sessions changed (ban, grade, sign-out everywhere, reset, withdrawal): every process re-checks their tokens at once. */
export const memberSessionsChangedEventSchema = z.object({ type: z.literal("member_sessions_changed"), userId: z.string().min(1) });

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    member_sessions_changed: z.infer<typeof memberSessionsChangedEventSchema>;
  }
}
