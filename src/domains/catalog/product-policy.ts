import "server-only";
import { and, eq, inArray, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { hiddenReason, LEGAL_CLASS_LABELS, type LegalClass, type PolicyCapability } from "@/domains/settings/compliance-policy";
import { classesAllowedSql, getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { getDb } from "@/platform/db/client";
import { manufacturers, products } from "./schema";

/**
 * THE rule of what the public may see of a product (LAWFUL): shown by the admin (`visible`) and its legal class allowed
 * for `capability` by the compliance policy in force. Every public query, in every domain, filters with it; nothing
 * else decides. A product it excludes keeps all its rows: switching the policy back brings it back whole.
 */
export function productAllowed(capability: PolicyCapability = "list"): SQL {
  return and(eq(products.visible, true), classAllowedSql(capability))!;
}

/** The product's legal class is one the policy in force allows for `capability`. */
const classAllowedSql = (capability: PolicyCapability): SQL => sql`${products.legalClass} = any(${classesAllowedSql(capability)})`;

/** The product's photo when the policy allows flavour photos of its class, else null (the tile shows its placeholder). */
export function allowedImageUrlSql(): SQL<string | null> {
  return sql<string | null>`case when ${classAllowedSql("photos")} then ${products.imageUrl} end`;
}

/**
 * True for a site link (a notification's `url`) unless it opens a product the policy withholds from `capability`:
 * a member's old price alert about a product now withheld is not shown, mailed or counted (and comes back with it).
 */
export function productLinkAllowedSql(url: SQLWrapper, capability: PolicyCapability): SQL {
  const productId = sql`substring(${url} from '^/products/([0-9]+)')`;
  // Only a product that exists and whose class is withheld: a link to a product since deleted or hidden by an admin stays as it was.
  const withheld = sql`select ${products.id} from ${products} where not (${classAllowedSql(capability)})`;
  return sql`(${productId} is null or ${productId}::int not in (${withheld}))`;
}

/** True when the product id in `productId` (another domain's column: a review's product) is one the policy allows for `capability`. */
export function productIdAllowedSql(productId: SQLWrapper, capability: PolicyCapability): SQL {
  return sql`${productId} in (select ${products.id} from ${products} where ${productAllowed(capability)})`;
}

export type WithheldProduct = { id: number; name: string; manufacturerName: string; legalClass: LegalClass; reason: string };

/** Of these products, the ones shown by the admin that the policy withholds from comparing, each with why (in Korean). */
export async function listWithheldProducts({ ids }: { ids: number[] }): Promise<WithheldProduct[]> {
  if (ids.length === 0) return [];
  const [policy, rows] = await Promise.all([
    getCompliancePolicy(),
    getDb()
      .select({ id: products.id, name: products.name, manufacturerName: manufacturers.name, legalClass: products.legalClass })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(and(inArray(products.id, ids), eq(products.visible, true), not(productAllowed("compare")))),
  ]);
  return rows.map((row) => ({ ...row, reason: hiddenReason(policy, row.legalClass) ?? withheldFromComparing(row.legalClass) }));
}

const withheldFromComparing = (legalClass: LegalClass) =>
  `${LEGAL_CLASS_LABELS[legalClass]}은 현재 운영 정책에 따라 가격 비교를 하지 않습니다.`;
