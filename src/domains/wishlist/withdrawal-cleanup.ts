import "server-only";
import { eq } from "drizzle-orm";
import { withdrawalCleanups } from "@/domains/accounts/withdrawal-cleanups";
import { savedSearches, wishlistItems } from "./schema";

// A withdrawn member's row stays (posts keep an author), so cascades never fire: erase their watch lists
// here, or they would go on collecting alerts. Imported for this effect by the page that offers withdrawal.
withdrawalCleanups.push({
  name: "관심상품·저장한 검색",
  run: async ({ tx, userId }) => {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  },
});
