import "server-only";
import { eq } from "drizzle-orm";
import { withdrawalCleanups } from "@/domains/accounts/withdrawal-cleanups";
import { emailAlertSubscriptions } from "./schema";

// A withdrawn member's row stays, so the cascade never fires: drop their e-mail alert choice here.
withdrawalCleanups.push({
  name: "이메일 알림",
  run: async ({ tx, userId }) => {
    await tx.delete(emailAlertSubscriptions).where(eq(emailAlertSubscriptions.userId, userId));
  },
});
