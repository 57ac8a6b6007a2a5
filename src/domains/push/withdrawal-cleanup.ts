import "server-only";
import { eq } from "drizzle-orm";
import { withdrawalCleanups } from "@/domains/accounts/withdrawal-cleanups";
import { pushSubscriptions } from "./schema";

// A withdrawn member's row stays, so the foreign key's cascade never fires: forget their browsers here,
// or their devices would go on getting pushes. Imported for this effect by the page that offers withdrawal.
withdrawalCleanups.push({
  name: "푸시 구독",
  run: async ({ tx, userId }) => {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },
});
