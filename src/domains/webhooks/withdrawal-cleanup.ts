import "server-only";
import { eq } from "drizzle-orm";
import { withdrawalCleanups } from "@/domains/accounts/withdrawal-cleanups";
import { webhookEndpoints } from "./schema";

// A withdrawn member's row stays, so the cascade never fires: forget their webhooks (and so their deliveries) here.
withdrawalCleanups.push({
  name: "웹훅",
  run: async ({ tx, userId }) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  },
});
