import { expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { seedDemoNotifications } from "@/demo/notifications-seeder";
import { createMember } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import { createManufacturer, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

describeEachDatabase("the demo member's first notifications", () => {
  it("are worded as price alerts are: shop, all-in price, the price before", async () => {
    const member = await createMember({ email: DEMO_ACCOUNTS.member.email });
    const shop = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: null });
    const maker = await createManufacturer();
    const { product } = await createPricedProduct({
      offers: [{ price: 10_000, sellerSiteId: shop.id }],
      manufacturerId: maker.id,
      volumeMl: 30,
    });
    await seedDemoNotifications();
    const { notifications } = await listNotifications({ userId: member.id, page: 1, limit: 20 });
    expect(notifications.map((n) => n.content)).toContain(
      `${maker.name} ${product.name} 30ml 무니코틴 · ${shop.name} 13,000원 (배송비 포함, 14,000원에서 ↓7%)`,
    );
  });
});
