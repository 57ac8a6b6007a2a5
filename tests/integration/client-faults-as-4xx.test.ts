import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { POST as manufacturersRoute } from "@/app/api/admin/manufacturers/route";
import { POST as sellerSitesRoute } from "@/app/api/admin/seller-sites/route";
import { POST as postViewRoute } from "@/app/api/community/posts/[id]/view/route";
import { createAdmin } from "../support/account-factories";
import { postToRouteAs } from "../support/post-to-route";
import { describeEachDatabase } from "../support/test-db";

// Issue 56, item 6: what answered 500 on main, each now the 4xx it is with a Korean {error:{code,message}}.
const unique = () => crypto.randomUUID().slice(0, 6);

describeEachDatabase("client faults answer 4xx", () => {
  it("a view of a post that does not exist is 404 for a visitor (it was the foreign key's 500)", async () => {
    const req = new NextRequest("http://localhost:3000/api/community/posts/2147483647/view", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    const response = await postViewRoute(req, { params: Promise.resolve({ id: "2147483647" }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "없는 글입니다." } });
  });

  it("a shop or maker whose name makes an existing one's address is 409 duplicate_slug", async () => {
    const admin = await createAdmin();
    const name = `Slug Lab ${unique()}`;
    const lookalike = name.toUpperCase().replaceAll(" ", "-");
    const site = (siteName: string, host: string) => ({
      name: siteName,
      baseUrl: `https://${host}.example.kr/`,
      platform: "cafe24",
      selectorOverrides: {},
      shippingFee: 3000,
      freeShippingThreshold: null,
      listUrls: [],
      enabled: false,
    });
    expect(await postToRouteAs(sellerSitesRoute, "/api/admin/seller-sites", admin, site(name, `a${unique()}`))).toMatchObject({
      status: 200,
    });
    const second = await postToRouteAs(sellerSitesRoute, "/api/admin/seller-sites", admin, site(lookalike, `b${unique()}`));
    expect(second).toEqual({
      status: 409,
      json: { error: { code: "duplicate_slug", message: expect.stringContaining("다른 이름을 써 주세요") } },
    });

    expect((await postToRouteAs(manufacturersRoute, "/api/admin/manufacturers", admin, { name })).status).toBe(200);
    const maker = await postToRouteAs(manufacturersRoute, "/api/admin/manufacturers", admin, { name: lookalike });
    expect(maker).toEqual({ status: 409, json: { error: { code: "duplicate_slug", message: expect.stringContaining("제조사") } } });
  });
});
