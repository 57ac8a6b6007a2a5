import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { findUserByEmail } from "@/domains/accounts/queries";
import { listHomeSections } from "@/domains/catalog/list-home-sections";
import { createNotifications } from "@/domains/notifications/create-notifications";
import { formatWon } from "@/ui/format-won";

/** The demo member's bell is not empty on a first visit: a few price drops of real demo products. */
export async function seedDemoNotifications(): Promise<void> {
  const member = await findUserByEmail({ email: DEMO_ACCOUNTS.member.email });
  if (!member) return;
  const { drops, popular } = await listHomeSections({ limit: 4 });
  const picked = [...drops, ...popular].filter((p) => p.lowestPrice !== null).slice(0, 4);
  await createNotifications({
    drafts: picked.map((p) => {
      const before = p.previousLowestPrice && p.previousLowestPrice > p.lowestPrice! ? p.previousLowestPrice : p.lowestPrice! + 1_000;
      return {
        userId: member.id,
        type: "price_drop",
        content: `${p.manufacturerName} ${p.name} ${p.volumeMl}ml 최저가 ${formatWon(before)} → ${formatWon(p.lowestPrice!)}`,
        url: `/products/${p.id}`,
      };
    }),
  });
}
