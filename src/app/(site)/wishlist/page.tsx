import type { Metadata } from "next";
import { gatedPage } from "@/domains/accounts/adult";
import { listWishlistItems, listWithheldWishes } from "@/domains/wishlist/queries";
import { listSavedSearches } from "@/domains/wishlist/saved-searches";
import { WishlistView, WithheldWishes } from "@/domains/wishlist/view";
import { requireUserPage } from "@/platform/auth/page-guards";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "관심상품", robots: { index: false } };

export default gatedPage(async function WishlistPage() {
  const user = await requireUserPage({ callbackUrl: "/wishlist" });
  const [items, withheld, savedSearches] = await Promise.all([
    listWishlistItems({ userId: user.id }),
    listWithheldWishes({ userId: user.id }),
    listSavedSearches({ userId: user.id }),
  ]);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="관심상품" description="찜한 상품의 가격 변화, 목표가 알림, 최저가 장바구니" />
      <WishlistView initialItems={items} initialSearches={savedSearches} />
      <WithheldWishes items={withheld} />
    </div>
  );
});
