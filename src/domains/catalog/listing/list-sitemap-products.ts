import "server-only";
import { asc, sql } from "drizzle-orm";
import { productAllowed } from "../product-policy";
import { getDb } from "@/platform/db/client";
import { products } from "../schema";

/** Every product whose offers the public may compare (the sitemap is part of comparing), with when its page last changed, for sitemap.xml. */
export async function listSitemapProducts(): Promise<Array<{ id: number; lastModified: Date }>> {
  return getDb()
    .select({
      id: products.id,
      lastModified: sql<Date>`coalesce(${products.lowestChangedAt}, ${products.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(products)
    .where(productAllowed("compare"))
    .orderBy(asc(products.id));
}
