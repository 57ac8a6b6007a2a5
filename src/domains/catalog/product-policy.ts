import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PolicyCapability } from "@/domains/settings/compliance-policy";
import { classesAllowedSql } from "@/domains/settings/get-compliance-policy";
import { products } from "./schema";

/**
 * THE rule of what the public may see of a product (LAWFUL): shown by the admin (`visible`) and its legal class allowed
 * for `capability` by the compliance policy in force. Every public query, in every domain, filters with it; nothing
 * else decides. A product it excludes keeps all its rows: switching the policy back brings it back whole.
 */
export function productAllowed(capability: PolicyCapability = "list"): SQL {
  return and(eq(products.visible, true), sql`${products.legalClass} = any(${classesAllowedSql(capability)})`)!;
}

/** The product's photo when the policy allows flavour photos of its class, else null (the tile shows its placeholder). */
export function allowedImageUrlSql(): SQL<string | null> {
  return sql<string | null>`case when ${products.legalClass} = any(${classesAllowedSql("photos")}) then ${products.imageUrl} end`;
}
