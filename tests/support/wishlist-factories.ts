import { NextRequest } from "next/server";
import { products } from "@/domains/catalog/schema";
import { wishlistItems } from "@/domains/wishlist/schema";
import { getDb } from "@/platform/db/client";
import { createManufacturer } from "./factories";

/** `count` fresh products straight into a member's wishlist, in two statements (for the cap). */
export async function fillWishlist({ userId, count }: { userId: string; count: number }) {
  const maker = await createManufacturer();
  const rows = await getDb()
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        manufacturerId: maker.id,
        name: `찜 채우기 ${maker.slug} ${i}`,
        inhalation: "MTL" as const,
        nicotineForm: "salt" as const,
        nicotineSource: "none" as const,
        nicotineMg: 0,
        volumeMl: 30,
      })),
    )
    .returning({ id: products.id });
  await getDb()
    .insert(wishlistItems)
    .values(rows.map((row) => ({ userId, productId: row.id })));
  return rows.map((row) => row.id);
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route handler as the holder of `cookie` (or a visitor), with JSON in and out. */
export async function callRoute(
  handler: Handler,
  {
    method = "GET",
    url = "http://localhost:3000/api/x",
    cookie,
    body,
    params = {},
  }: {
    method?: string;
    url?: string;
    cookie?: { name: string; value: string };
    body?: unknown;
    params?: Record<string, string>;
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read whatever JSON the route answered
): Promise<{ status: number; json: any }> {
  // A browser sends its Origin on state-changing calls; apiRoute refuses cookie-bearing ones without it.
  const origin: Record<string, string> = method === "GET" ? {} : { origin: new URL(url).origin };
  const headers: Record<string, string> = {
    ...origin,
    "content-type": "application/json",
    ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
  };
  const request = new NextRequest(url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, json: await response.json() };
}
