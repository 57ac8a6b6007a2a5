import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { POST as createSellerSiteRoute } from "@/app/api/admin/seller-sites/route";
import { sellerSiteInput } from "@/domains/catalog/admin-seller-site-form";
import { createSellerSite, listAdminSellerSites, updateSellerSite } from "@/domains/catalog/admin-seller-sites";
import { createAdmin, sessionCookieFor } from "../support/account-factories";
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
