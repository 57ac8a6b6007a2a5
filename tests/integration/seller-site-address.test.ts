import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { POST as createSellerSiteRoute } from "@/app/api/admin/seller-sites/route";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { createSellerSite, listAdminSellerSites, updateSellerSite } from "@/domains/catalog/admin/admin-seller-sites";
import { recordOutboundClick } from "@/domains/catalog/product/record-outbound-click";
import { offers } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { createAdmin, sessionCookieFor } from "../support/account-factories";
import { createOffer, createProduct } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

const input = (name: string, baseUrl: string) =>
  sellerSiteInput.parse({ name, baseUrl, platform: "cafe24", selectorOverrides: {}, shippingFee: 3000, listUrls: [], enabled: true });

describeEachDatabase("seller-site addresses", () => {
  it("refuses a second site at the same address however it is spelled (scheme, case, trailing slash), in Korean", async () => {
    const admin = await createAdmin();
    const host = `shop-${randomUUID().slice(0, 8)}.example`;
    await createSellerSite({ actor: admin, input: input("첫 쇼핑몰", `https://${host}/`) });
    for (const again of [`https://${host}`, `http://${host.toUpperCase()}/`, `https://${host}//`]) {
      await expect(createSellerSite({ actor: admin, input: input(`또 ${again}`, again) })).rejects.toMatchObject({
        status: 409,
        code: "duplicate_address",
        message: "같은 주소의 판매처 ‘첫 쇼핑몰’이(가) 이미 있습니다. 그 판매처를 편집해 주세요.",
      });
    }
    // Another path on the host is another shop (a mall inside a mall), and stays allowed.
    await createSellerSite({ actor: admin, input: input("입점 쇼핑몰", `https://${host}/mall`) });
    expect((await listAdminSellerSites()).filter((site) => site.baseUrl.includes(host))).toHaveLength(2);
  });

  it("refuses moving a site onto another's address, and keeps its own address when saved again", async () => {
    const admin = await createAdmin();
    const [a, b] = [`https://a-${randomUUID().slice(0, 8)}.example`, `https://b-${randomUUID().slice(0, 8)}.example`];
    await createSellerSite({ actor: admin, input: input("가 쇼핑몰", a) });
    const { id } = await createSellerSite({ actor: admin, input: input("나 쇼핑몰", b) });
    await updateSellerSite({ actor: admin, id, input: input("나 쇼핑몰", `${b}/`) });
    await expect(updateSellerSite({ actor: admin, id, input: input("나 쇼핑몰", `${a}/`) })).rejects.toMatchObject({
      code: "duplicate_address",
    });
  });

  it("answers the API with 409 and the Korean message", async () => {
    const admin = await createAdmin();
    const url = `https://api-${randomUUID().slice(0, 8)}.example`;
    const cookie = await sessionCookieFor(admin);
    const post = (name: string, baseUrl: string) =>
      createSellerSiteRoute(
        new NextRequest("http://localhost:3000/api/admin/seller-sites", {
          method: "POST",
          headers: { cookie: `${cookie.name}=${cookie.value}`, origin: "http://localhost:3000", "content-type": "application/json" },
          body: JSON.stringify({ name, baseUrl, platform: "jsonld", selectorOverrides: {}, shippingFee: 0, listUrls: [], enabled: true }),
        }),
        { params: Promise.resolve({}) },
      );
    expect((await post("원래 쇼핑몰", url)).status).toBe(200);
    const refused = await post("같은 쇼핑몰", `${url.replace("https", "http")}/`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "duplicate_address", message: "같은 주소의 판매처 ‘원래 쇼핑몰’이(가) 이미 있습니다. 그 판매처를 편집해 주세요." },
    });
  });
});

describeEachDatabase("a seller site's new address", () => {
  it("moves its list pages and offers on the old address to the same paths, keeps the rest, and says how many moved", async () => {
    const admin = await createAdmin();
    // The old address without a trailing slash and the new one with it: offers move by whole path, never by letters.
    const [oldBase, newBase] = [`http://old-${randomUUID().slice(0, 8)}.example`, `https://new-${randomUUID().slice(0, 8)}.example/`];
    const { id } = await createSellerSite({
      actor: admin,
      input: { ...input("이사한 쇼핑몰", oldBase), listUrls: [`${oldBase}/list/new`] },
    });
    const product = await createProduct();
    const onOld = await createOffer({ productId: product.id, sellerSiteId: id, url: `${oldBase}/product/detail.html?product_no=7` });
    // The crawler already found this one at the new address: the old one stays rather than collide with it.
    const foundAtNew = await createOffer({ productId: product.id, sellerSiteId: id, url: `${newBase}product/8` });
    const clashing = await createOffer({ productId: product.id, sellerSiteId: id, url: `${oldBase}/product/8` });
    // Not on the old address: another host whose name only starts like it.
    const lookalike = await createOffer({ productId: product.id, sellerSiteId: id, url: `${oldBase}-mall.example/p/9` });

    const saved = await updateSellerSite({
      actor: admin,
      id,
      input: { ...input("이사한 쇼핑몰", newBase), listUrls: [`${oldBase}/list/new`, "https://other.example/list"] },
    });

    expect(saved).toEqual({ offersMoved: 1 });
    const urlOf = async (offerId: number) => (await getDb().select({ url: offers.url }).from(offers).where(eq(offers.id, offerId)))[0]!.url;
    expect(await urlOf(onOld.id)).toBe(`${newBase}product/detail.html?product_no=7`);
    expect(await urlOf(foundAtNew.id)).toBe(`${newBase}product/8`);
    expect(await urlOf(clashing.id)).toBe(`${oldBase}/product/8`);
    expect(await urlOf(lookalike.id)).toBe(lookalike.url);
    const [site] = (await listAdminSellerSites()).filter((s) => s.id === id);
    expect(site).toMatchObject({ baseUrl: newBase, listUrls: [`${newBase}list/new`, "https://other.example/list"] });
    // The /go link follows the offer to its new address.
    expect(await recordOutboundClick({ offerId: onOld.id, referrerPath: null })).toEqual({
      url: `${newBase}product/detail.html?product_no=7`,
    });
    const [entry] = (await listAuditEntries({ action: "seller_site.update" })).entries.filter((e) => e.targetId === String(id));
    expect(entry).toMatchObject({ before: { baseUrl: oldBase }, after: { baseUrl: newBase, offersMoved: 1 } });

    // Saved again at the same address (spelled without the slash this time), nothing moves.
    expect(await updateSellerSite({ actor: admin, id, input: input("이사한 쇼핑몰", newBase.slice(0, -1)) })).toEqual({ offersMoved: 0 });
  });
});
