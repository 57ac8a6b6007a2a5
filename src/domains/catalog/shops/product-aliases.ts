import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { aliasFromTitle, nameKey } from "../matching";
import { manufacturers, products } from "../schema";

const MAX_ALIASES = 20;

/**
 * An admin matched a shop title to a product by hand: the title's name for the liquid (`Lemon Tart`, `레몬 타르트
 * 오리지널`) becomes one of the product's aliases, so the next title written so is matched without a review.
 * Not when another product of the maker has that name: then it tells nothing apart. Answers the alias learnt.
 */
export async function learnProductAliasFromTitle({ productId, title, db }: { productId: number; title: string; db: Db }) {
  const [product] = await db
    .select({ name: products.name, aliases: products.aliases, manufacturerId: products.manufacturerId, maker: manufacturers.name })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(products.id, productId));
  if (!product || product.aliases.length >= MAX_ALIASES) return null;
  const [maker] = await db
    .select({ aliases: manufacturers.aliases })
    .from(manufacturers)
    .where(eq(manufacturers.id, product.manufacturerId));
  const alias = aliasFromTitle({
    title,
    maker: { name: product.maker, aliases: maker?.aliases ?? [] },
    names: [product.name, ...product.aliases],
  });
  if (alias === null) return null;
  const siblings = await db
    .select({ name: products.name, aliases: products.aliases })
    .from(products)
    .where(and(eq(products.manufacturerId, product.manufacturerId), ne(products.id, productId)));
  const key = nameKey(alias);
  if (siblings.some((sibling) => [sibling.name, ...sibling.aliases].some((name) => nameKey(name) === key))) return null;
  await db
    .update(products)
    .set({ aliases: [...product.aliases, alias] })
    .where(eq(products.id, productId));
  return alias;
}
