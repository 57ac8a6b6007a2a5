import "server-only";
import { countPerKey } from "@/platform/db/count-per-key";
import { savedSearches, wishlistItems } from "./schema";

/** Per member: products on the wishlist and saved searches (the back-office's activity summary). */
export async function countWishlistActivity({ userIds }: { userIds: string[] }) {
  const [wishlist, searches] = await Promise.all([
    countPerKey({ table: wishlistItems, column: wishlistItems.userId, keys: userIds }),
    countPerKey({ table: savedSearches, column: savedSearches.userId, keys: userIds }),
  ]);
  return new Map(userIds.map((id) => [id, { wishlist: wishlist.get(id) ?? 0, savedSearches: searches.get(id) ?? 0 }]));
}
