import { eq } from "drizzle-orm";
import sharp from "sharp";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import * as imageRoute from "@/app/api/community/images/route";
import * as mediaRoute from "@/app/media/community/[name]/route";
import * as helpfulRoute from "@/app/api/reviews/[id]/helpful/route";
import * as reviewRoute from "@/app/api/reviews/[id]/route";
import * as productReviewsRoute from "@/app/api/products/[id]/reviews/route";
import * as adminReportsRoute from "@/app/api/admin/community/reports/route";
import { products } from "@/domains/catalog/schema";
import { productJsonLd } from "@/domains/catalog/product/product-json-ld";
import { getProductDetail } from "@/domains/catalog/product/get-product-detail";
import { countMemberContent } from "@/domains/community/member-activity";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { createProduct } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";
import { callRoute } from "../support/wishlist-factories";

async function signedIn() {
  const member = await createMember();
  return { member, cookie: await sessionCookieFor(member) };
}

const review = { rating: 4, pros: "시원해요", cons: "조금 달아요", flavorNotes: ["멘솔", "과일"] };

async function rating(productId: number) {
  const [row] = await getDb()
    .select({ count: products.reviewCount, average: products.ratingAverage })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

async function upload(cookie: { name: string; value: string }, bytes: Uint8Array, type = "image/png") {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), "x.png");
  const req = new NextRequest("http://localhost:3000/api/community/images", {
    method: "POST",
    body: form,
    headers: { origin: "http://localhost:3000", cookie: `${cookie.name}=${cookie.value}` },
  });
  const response = await imageRoute.POST(req);
  return { status: response.status, json: await response.json() };
}

describeEachDatabase("product reviews and community images", () => {
  it("keeps one review per member per product, and the product's count and average (tiles, JSON-LD) in step", async () => {
    const product = await createProduct();
    const params = { id: String(product.id) };
    const a = await signedIn();
    const b = await signedIn();
    const first = await callRoute(productReviewsRoute.POST, { method: "POST", cookie: a.cookie, params, body: review });
    expect(first.status).toBe(200);
    expect((await callRoute(productReviewsRoute.POST, { method: "POST", cookie: a.cookie, params, body: review })).status).toBe(409);
    await callRoute(productReviewsRoute.POST, { method: "POST", cookie: b.cookie, params, body: { ...review, rating: 5 } });
    expect(await rating(product.id)).toEqual({ count: 2, average: 4.5 });
    const detail = await getProductDetail({ id: product.id });
    expect(productJsonLd(detail!, "https://x/products/1").aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const reviewParams = { id: String(first.json.id) };
    expect(
      (await callRoute(reviewRoute.PATCH, { method: "PATCH", cookie: a.cookie, params: reviewParams, body: { ...review, rating: 1 } }))
        .status,
    ).toBe(200);
    expect(await rating(product.id)).toEqual({ count: 2, average: 3 });
    expect((await countMemberContent({ userIds: [a.member.id] })).get(a.member.id)).toEqual({ posts: 0, comments: 0, reviews: 1 });
    expect((await callRoute(reviewRoute.DELETE, { method: "DELETE", cookie: a.cookie, params: reviewParams })).status).toBe(200);
    expect(await rating(product.id)).toEqual({ count: 1, average: 5 });
  });

  it("IDOR: another member's review answers 403 on edit and delete, a missing one 404; rating and text are validated", async () => {
    const product = await createProduct();
    const owner = await signedIn();
    const other = await signedIn();
    const created = await callRoute(productReviewsRoute.POST, {
      method: "POST",
      cookie: owner.cookie,
      params: { id: String(product.id) },
      body: review,
    });
    const params = { id: String(created.json.id) };
    expect((await callRoute(reviewRoute.PATCH, { method: "PATCH", cookie: other.cookie, params, body: review })).status).toBe(403);
    expect((await callRoute(reviewRoute.DELETE, { method: "DELETE", cookie: other.cookie, params })).status).toBe(403);
    expect((await callRoute(reviewRoute.DELETE, { method: "DELETE", cookie: other.cookie, params: { id: "99999999" } })).status).toBe(404);
    const bad = await callRoute(productReviewsRoute.POST, {
      method: "POST",
      cookie: other.cookie,
      params: { id: String(product.id) },
      body: { rating: 6, pros: "x" },
    });
    expect(bad.status).toBe(400);
    expect(await rating(product.id)).toEqual({ count: 1, average: 4 });
  });

  it("sorts by helpful votes (one per member, not on one's own review) and shows a member their own review", async () => {
    const product = await createProduct();
    const params = { id: String(product.id) };
    const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
    const older = await callRoute(productReviewsRoute.POST, { method: "POST", cookie: a.cookie, params, body: review });
    await callRoute(productReviewsRoute.POST, { method: "POST", cookie: b.cookie, params, body: review });
    const vote = { method: "POST", cookie: c.cookie, params: { id: String(older.json.id) } };
    expect((await callRoute(helpfulRoute.POST, vote)).json).toEqual({ helpful: true, helpfulCount: 1 });
    expect((await callRoute(helpfulRoute.POST, { ...vote, cookie: a.cookie })).status).toBe(403);
    const url = `http://localhost:3000/api/products/${product.id}/reviews`;
    const newest = await callRoute(productReviewsRoute.GET, { url, params });
    const helpful = await callRoute(productReviewsRoute.GET, { url: `${url}?sort=helpful`, params, cookie: c.cookie });
    expect(newest.json.reviews[0].id).not.toBe(older.json.id);
    expect(helpful.json.reviews[0].id).toBe(older.json.id);
    expect(helpful.json.helpfulIds).toEqual([older.json.id]);
    expect((await callRoute(productReviewsRoute.GET, { url, params, cookie: a.cookie })).json.mine).toMatchObject({
      id: older.json.id,
      rating: 4,
    });
  });

  it("a hidden review leaves the average; restoring brings it back", async () => {
    const product = await createProduct();
    const { cookie } = await signedIn();
    const created = await callRoute(productReviewsRoute.POST, { method: "POST", cookie, params: { id: String(product.id) }, body: review });
    const admin = await sessionCookieFor(await createAdmin());
    const decide = (decision: string) =>
      callRoute(adminReportsRoute.POST, {
        method: "POST",
        cookie: admin,
        body: { targetType: "review", targetId: created.json.id, decision },
      });
    await decide("hide");
    expect(await rating(product.id)).toEqual({ count: 0, average: null });
    await decide("restore");
    expect(await rating(product.id)).toEqual({ count: 1, average: 4 });
  });

  it("re-encodes uploaded images as WebP served with nosniff; refuses SVG, HTML and undecodable files", async () => {
    const { cookie } = await signedIn();
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    const ok = await upload(cookie, png);
    expect(ok.status).toBe(200);
    expect(ok.json.url).toMatch(/^\/media\/community\/[0-9a-f]{24}\.webp$/);
    const name = ok.json.url.split("/").pop();
    const served = await mediaRoute.GET(new Request(`http://localhost:3000${ok.json.url}`), { params: Promise.resolve({ name }) });
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600 });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload(cookie, svg, "image/png")).json.error.code).toBe("image_type");
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await upload(cookie, html, "image/jpeg")).status).toBe(400);
    // PNG magic bytes in front of garbage: sniffed as PNG, but it does not decode.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode("<script>alert(1)</script>")]);
    expect((await upload(cookie, fake)).json.error.code).toBe("image_unreadable");
    const missing = await mediaRoute.GET(new Request("http://localhost:3000/media/community/..%2Fx"), {
      params: Promise.resolve({ name: "../x.webp" }),
    });
    expect(missing.status).toBe(404);
  });
});
