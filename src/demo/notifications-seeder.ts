import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { findUserByEmail } from "@/domains/accounts/queries";
import { listHomeSections } from "@/domains/catalog/listing";
import { listLowestBuyableOffers } from "@/domains/catalog/pricing";
import { createNotifications } from "@/domains/notifications/create-notifications";
import { priceDropText } from "@/domains/wishlist/price-alerts";

/** The demo member's bell is not empty on a first visit: a few price drops of real demo products, worded as alerts are. */
export async function seedDemoNotifications(): Promise<void> {
  const member = await findUserByEmail({ email: DEMO_ACCOUNTS.member.email });
  if (!member) return;
  const { drops, popular } = await listHomeSections({ limit: 4 });
  const candidates = [...drops, ...popular].filter((p) => p.lowestTotalPrice !== null);
  const lowest = await listLowestBuyableOffers({ productIds: candidates.map((p) => p.id), now: new Date() });
  const picked = candidates.filter((p) => lowest.has(p.id)).slice(0, 4);
  await createNotifications({
    drafts: picked.map((p) => {
      const price = p.lowestTotalPrice!;
      const before = p.previousLowestPrice && p.previousLowestPrice > price ? p.previousLowestPrice : price + 1_000;
      return {
        userId: member.id,
        type: "price_drop",
        content: priceDropText({ ...p, shopName: lowest.get(p.id)!.shopName, price }, before),
        url: `/products/${p.id}`,
      };
    }),
  });
}
