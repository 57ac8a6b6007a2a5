import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { buildSearchFields } from "@/platform/text/search-fields";
import type { Db } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { refreshProductPricing } from "../refresh-product-pricing";
import { manufacturers, offers, products, type Inhalation, type NicotineForm } from "../schema";
import type { MatchCatalog, NewProductSpecs } from "../matching";

/** The catalogue as the title matcher reads it: every maker with its other spellings, every product not merged away. */
export async function loadMatchCatalog({ db }: { db: Db }): Promise<MatchCatalog> {
  const makers = await db.select({ id: manufacturers.id, name: manufacturers.name, aliases: manufacturers.aliases }).from(manufacturers);
  const nameOf = new Map(makers.map((maker) => [maker.id, maker.name]));
  const rows = await db
    .select({
      id: products.id,
      manufacturerId: products.manufacturerId,
      name: products.name,
      inhalation: products.inhalation,
      nicotineForm: products.nicotineForm,
      nicotineMg: products.nicotineMg,
      volumeMl: products.volumeMl,
      nicotineSource: products.nicotineSource,
      aliases: products.aliases,
    })
    .from(products)
    .where(isNull(products.mergedIntoId));
  return {
    manufacturers: makers.map(({ name, aliases }) => ({ name, aliases })),
    products: rows.map(({ manufacturerId, ...product }) => ({ ...product, manufacturer: nameOf.get(manufacturerId)! })),
  };
}

/**
 * A product for a liquid the catalogue lacks, from a shop page's title (the matcher's `new`) and image,
 * marked auto-registered for an admin's check. What the title leaves unsaid is filled the common way
 * (9 mg and up: salt, which is 입호흡; below: freebase, 폐호흡; no nicotine: none) and shown for that check.
 */
export async function createProductFromShopPage({
  specs,
  imageUrl,
  at,
  db,
}: {
  specs: NewProductSpecs;
  imageUrl: string | null;
  at: Date;
  db: Db;
}): Promise<{ productId: number }> {
  const [maker] = await db.select().from(manufacturers).where(eq(manufacturers.name, specs.manufacturer));
  if (!maker) throw notFound("제조사를 찾을 수 없습니다.");
  const nicotineForm: NicotineForm = specs.nicotineForm ?? (specs.nicotineMg >= 9 ? "salt" : "freebase");
  const inhalation: Inhalation = specs.inhalation ?? (nicotineForm === "salt" ? "MTL" : "DL");
  const [row] = await db
    .insert(products)
    .values({
      manufacturerId: maker.id,
      name: specs.name,
      inhalation,
      nicotineForm,
      nicotineSource: specs.nicotineSource ?? (specs.nicotineMg === 0 ? "none" : "tobacco_leaf"),
      nicotineMg: specs.nicotineMg,
      volumeMl: specs.volumeMl,
      imageUrl,
      autoRegisteredAt: at,
      ...buildSearchFields({ name: specs.name, manufacturerName: maker.name, flavorTags: [] }),
    })
    .returning({ id: products.id });
  return { productId: row!.id };
}

/**
 * Takes back what the crawl attached by itself: the offer at the page (its price history with it)
 * leaves the product, whose prices are recomputed; a product the crawl created for it goes too once it
 * has no offer left. In the caller's transaction; the caller announces the product's pages changed.
 */
export async function detachAutomaticOffer({
  sellerSiteId,
  url,
  db,
}: {
  sellerSiteId: number;
  url: string;
  db: Db;
}): Promise<{ productId: number | null }> {
  const [offer] = await db
    .delete(offers)
    .where(and(eq(offers.sellerSiteId, sellerSiteId), eq(offers.url, url)))
    .returning({ productId: offers.productId });
  if (!offer) return { productId: null };
  await dropOrRepriceProduct(db, offer.productId);
  return { productId: offer.productId };
}

/**
 * A product the crawl created is one the catalogue has: the page's offer (with its history) moves to
 * `intoProductId`, both products' prices follow, and the created product goes once it has no offer.
 */
export async function mergeAutomaticOffer({
  sellerSiteId,
  url,
  intoProductId,
  db,
}: {
  sellerSiteId: number;
  url: string;
  intoProductId: number;
  db: Db;
}): Promise<{ fromProductId: number }> {
  const [target] = await db.select({ id: products.id }).from(products).where(eq(products.id, intoProductId));
  if (!target) throw notFound("합칠 상품을 찾을 수 없습니다.");
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.sellerSiteId, sellerSiteId), eq(offers.url, url)))
    .for("update");
  if (!offer) throw notFound("판매처 상품을 찾을 수 없습니다.");
  await db.update(offers).set({ productId: intoProductId }).where(eq(offers.id, offer.id));
  await refreshProductPricing(db, intoProductId);
  await dropOrRepriceProduct(db, offer.productId);
  return { fromProductId: offer.productId };
}

async function dropOrRepriceProduct(db: Db, productId: number): Promise<void> {
  const [product] = await db.select({ autoRegisteredAt: products.autoRegisteredAt }).from(products).where(eq(products.id, productId));
  const [left] = await db.select({ n: count() }).from(offers).where(eq(offers.productId, productId));
  if (product?.autoRegisteredAt && left!.n === 0) await db.delete(products).where(eq(products.id, productId));
  else await refreshProductPricing(db, productId);
}

/** An admin checked a product the crawl created: it is an ordinary product from now on. */
export async function confirmAutoRegisteredProduct({ productId, db }: { productId: number; db: Db }): Promise<void> {
  await db.update(products).set({ autoRegisteredAt: null }).where(eq(products.id, productId));
}
