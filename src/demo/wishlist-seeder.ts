import type { Logger } from "pino";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { findUserByEmail } from "@/domains/accounts/queries";
import { DEFAULT_LISTING_PARAMS, listProducts } from "@/domains/catalog/listing";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { createSavedSearch } from "@/domains/wishlist/saved-searches";

/** The demo member starts with a few 찜 (one with a target price just under today's) and one saved search. */
export async function seedDemoWishlist({ log }: { log: Logger }): Promise<void> {
  const member = await findUserByEmail({ email: DEMO_ACCOUNTS.member.email });
  if (!member) return;
  const [mouth, lung] = await Promise.all(
    (["MTL", "DL"] as const).map((inhalation) =>
      listProducts({ inhalation, params: { ...DEFAULT_LISTING_PARAMS, sort: "popular" }, pageSize: 3 }),
    ),
  );
  const picks = [...mouth!.items, ...lung!.items.slice(0, 2)];
  for (const [index, product] of picks.entries()) {
    const target = index === 0 && product.lowestPrice !== null ? Math.floor((product.lowestPrice * 0.9) / 100) * 100 : undefined;
    await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: target });
  }
  await createSavedSearch({ userId: member.id, path: "/mouth-inhalation?vg=50&vol=30", maxPrice: 15_000 });
  log.info(`데모 회원 관심상품 ${picks.length}개, 저장한 검색 1개`);
}
