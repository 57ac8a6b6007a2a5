import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { storeGeneratedProductImage } from "@/domains/catalog/product";
import { manufacturers, products } from "@/domains/catalog/schema";
import { getDb, type Db } from "@/platform/db/client";
import { DEMO_MANUFACTURERS } from "./catalog-model";
import { drawDemoBottle } from "./demo-bottle-photo";

/** Bottles drawn at once: sharp works on libuv's threads, so two cores stay busy without a queue of 320. */
const AT_ONCE = 4;

/** The maker's hue: the makers' order spread round the colour wheel by the golden angle, so neighbours differ. */
const hueOf = (makerSlug: string) => Math.round((DEMO_MANUFACTURERS.findIndex((m) => m.slug === makerSlug) * 137.5) % 360);

/** Gives every demo product a drawn bottle photo, stored and served as an admin's upload is (~3 s for 320 products on two busy cores). */
export async function seedDemoProductPhotos({ log, db = getDb() }: { log: Logger; db?: Db }): Promise<void> {
  const rows = await db
    .select({ id: products.id, name: products.name, volumeMl: products.volumeMl, maker: manufacturers.name, makerSlug: manufacturers.slug })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId));
  const urls: string[] = [];
  for (let start = 0; start < rows.length; start += AT_ONCE) {
    const batch = rows.slice(start, start + AT_ONCE);
    const saved = await Promise.all(
      batch.map(async (row) => storeGeneratedProductImage({ webp: await drawDemoBottle({ ...row, hue: hueOf(row.makerSlug) }) })),
    );
    urls.push(...saved.map((image) => image.url));
  }
  await db.execute(sql`
    update product set image_url = v.url
    from unnest(${sql.param(rows.map((row) => row.id))}::int[], ${sql.param(urls)}::text[]) as v(id, url)
    where product.id = v.id`);
  log.info(`상품 사진: ${rows.length}개`);
}
