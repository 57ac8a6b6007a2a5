import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { products } from "./schema";

/** Every visible product with when its page last changed, for sitemap.xml. */
export async function listSitemapProducts(): Promise<Array<{ id: number; lastModified: Date }>> {
  return getDb()
    .select({
      id: products.id,
      lastModified: sql<Date>`coalesce(${products.lowestChangedAt}, ${products.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(products)
    .where(eq(products.visible, true))
    .orderBy(asc(products.id));
}
