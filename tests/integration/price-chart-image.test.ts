import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { GET as pngRoute } from "@/app/(detail)/products/[id]/chart.png/route";
import { GET as svgRoute } from "@/app/(detail)/products/[id]/chart.svg/route";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { ADULT_PASS_COOKIE, adultPassValue } from "@/platform/auth/adult-pass";
import { resetConfigForTests } from "@/platform/config";
import { createPricedProduct } from "../support/catalog-factories";
import { createSellerSite } from "../support/factories";
import { requestCookies } from "../support/next-headers-mock";
import { describeEachDatabase } from "../support/test-db";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

type Route = typeof svgRoute;
const get = (route: Route, id: number | string, query = "", headers: Record<string, string> = {}) => {
  const ext = route === svgRoute ? "svg" : "png";
  const req = new NextRequest(`http://localhost:3000/products/${id}/chart.${ext}${query}`, { headers });
  return route(req, { params: Promise.resolve({ id: String(id) }) });
};

describeEachDatabase("the embeddable price chart (GET /products/<id>/chart.svg|png)", () => {
  let product: Awaited<ReturnType<typeof createPricedProduct>>;
  let hidden: Awaited<ReturnType<typeof createPricedProduct>>;
  beforeAll(async () => {
    const free = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    product = await createPricedProduct({
      name: "차트 청포도",
      offers: [{ price: 14_000, sellerSiteId: free.id, observedAt: tenDaysAgo }],
    });
    await recordOfferObservation({ offerId: product.offers[0]!.id, price: 12_000, inStock: true });
    hidden = await createPricedProduct({ name: "숨긴 상품", visible: false });
  });
  afterEach(() => {
    requestCookies.clear();
    delete process.env.ADULT_VERIFICATION;
    resetConfigForTests();
  });
  const verified = () => requestCookies.set(ADULT_PASS_COOKIE, adultPassValue());

  it("draws the SVG, for a 본인인증-verified visitor, cacheable privately and revalidated by ETag", async () => {
    verified();
    const response = await get(svgRoute, product.product.id, "?period=90");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=600");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="640" height="320"/);
    expect(svg).toContain("차트 청포도");
    expect(svg).toContain("(90일)");
    expect(svg).toContain('data-role="min" data-value="12000"');
    expect(svg).toContain('data-role="max" data-value="14000"');
    expect(svg).toContain("최저 12,000원 · 최고 14,000원");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(svgRoute, product.product.id, "?period=90", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get(svgRoute, product.product.id, "?period=30", { "if-none-match": etag })).status).toBe(200);

    await recordOfferObservation({ offerId: product.offers[0]!.id, price: 11_500, inStock: true });
    const changed = await get(svgRoute, product.product.id, "?period=90", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("renders the PNG at the SVG's size, public to shared caches under ADULT_VERIFICATION=notice", async () => {
    process.env.ADULT_VERIFICATION = "notice";
    resetConfigForTests();
    const response = await get(pngRoute, product.product.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 640, 320]);
  });

  it("shows an unverified visitor under ADULT_VERIFICATION=identity only the gate's words, never stored", async () => {
    for (const route of [svgRoute, pngRoute]) {
      const response = await get(route, product.product.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    }
    const svg = await (await get(svgRoute, product.product.id)).text();
    expect(svg).toContain("본인인증 후 볼 수 있습니다");
    expect(svg).not.toContain("차트 청포도");
    expect(svg).not.toMatch(/원|12,000/);
  });

  it("answers a period the page does not offer with 400 in Korean", async () => {
    verified();
    const response = await get(svgRoute, product.product.id, "?period=7");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "입력값이 올바르지 않습니다: 기간(period)은 30, 90, 365 중 하나여야 합니다.",
        field: "period",
      },
    });
  });

  it("answers 404 for a missing, malformed or withheld product, as the page does", async () => {
    verified();
    for (const id of [2147483647, "abc", hidden.product.id]) {
      for (const route of [svgRoute, pngRoute]) {
        const response = await get(route, id);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: "not_found", message: "없는 상품입니다." } });
      }
    }
  });
});
