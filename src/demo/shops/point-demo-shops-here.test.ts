import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { offers, sellerSites } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { createOffer, createProduct, createSellerSite } from "@tests/support/factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { demoShopsUrlFor } from "./demo-shop-origins";
import { pointDemoShopsHere } from "./point-demo-shops-here";

const seededUnder = { DEMO_SHOPS_URL: "http://127.0.0.1:4401", DEMO_SHOPS_OWN_PORTS: true };
const here = { DEMO_SHOPS_URL: "http://127.0.0.1:4421", DEMO_SHOPS_OWN_PORTS: true };
const shopAt = (slug: string, config: typeof here) => `${demoShopsUrlFor(slug, config)}/${slug}`;

async function seededShop(slug: string, baseUrl: string) {
  await getDb().delete(sellerSites).where(eq(sellerSites.slug, slug));
  const site = await createSellerSite({ slug, baseUrl, listUrls: [`${baseUrl}/category/mtl`] });
  const offer = await createOffer({ productId: (await createProduct()).id, sellerSiteId: site.id, url: `${baseUrl}/product/7` });
  return { site, offer };
}

const read = async (siteId: number, offerId: number) => ({
  site: (await getDb().select().from(sellerSites).where(eq(sellerSites.id, siteId)))[0]!,
  offer: (await getDb().select().from(offers).where(eq(offers.id, offerId)))[0]!,
});

describeEachDatabase("pointing the seeded demo shops at this server's", () => {
  it("moves a demo shop seeded under another demo-shops port to this server's port: its address, list pages and offers", async () => {
    const old = shopAt("vapemall", seededUnder);
    const { site, offer } = await seededShop("vapemall", old);

    await pointDemoShopsHere({ config: here });

    const after = await read(site.id, offer.id);
    const moved = shopAt("vapemall", here);
    expect(moved).not.toBe(old);
    expect(after.site.baseUrl).toBe(moved);
    expect(after.site.listUrls).toEqual([`${moved}/category/mtl`]);
    expect(after.offer.url).toBe(`${moved}/product/7`);
  });

  it("leaves a demo shop already here, and one an admin moved to another address, as they are", async () => {
    const stayed = await seededShop("vapemall", shopAt("vapemall", here));
    const elsewhere = await seededShop("liquid-warehouse", "https://liquid-warehouse.example/liquid-warehouse");

    await pointDemoShopsHere({ config: here });

    for (const { site, offer } of [stayed, elsewhere]) {
      const after = await read(site.id, offer.id);
      expect([after.site.baseUrl, after.site.listUrls, after.offer.url]).toEqual([site.baseUrl, site.listUrls, offer.url]);
    }
  });
});
