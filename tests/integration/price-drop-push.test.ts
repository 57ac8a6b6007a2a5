import { randomUUID } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, expect, it } from "vitest";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import { closePushQueue } from "@/domains/push/deliver-push";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { resetConfigForTests } from "@/platform/config";
import { createMember } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import { createSellerSite } from "../support/factories";
import { decryptPushBody, startPushServiceStandIn, verifyVapidAuthorization } from "../support/push-service-stand-in";
import { createPushSubscription } from "../support/push-subscription-factories";
import { describeEachDatabase } from "../support/test-db";

describeEachDatabase("a price drop on a wishlisted product, end to end to the member's browser", () => {
  let service: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  const vapid = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
    resetConfigForTests();
    service = await startPushServiceStandIn();
  });
  afterAll(async () => {
    await closePushQueue();
    await service.close();
  });

  it("reaches the member's subscription on the push service, decrypted, with the product's url", async () => {
    const member = await createMember();
    const shop = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: null });
    const { product, offers } = await createPricedProduct({ offers: [{ price: 20_000, sellerSiteId: shop.id }] });
    await addWishlistItem({ userId: member.id, productId: product.id });
    const path = `/push/${randomUUID()}`;
    const { keys } = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${path}` });

    const { events } = await recordOfferObservation({ offerId: offers[0]!.id, price: 18_000, inStock: true, observedAt: new Date() });
    // The path the notifications service runs: the wishlist's alerts in, push out.
    await notifyPriceEvents({ events, io: undefined });

    const [request] = await service.waitFor(path);
    verifyVapidAuthorization({ headers: request!.headers, audience: service.origin });
    const payload = JSON.parse(decryptPushBody({ body: request!.body, keys }));
    // Alerts speak in all-in prices: 18,000원 + 3,000원 shipping.
    expect(payload).toMatchObject({ url: `/products/${product.id}`, body: expect.stringContaining("21,000원"), tag: expect.any(String) });
  });
});
