import { randomUUID } from "node:crypto";
import { getDb } from "@/platform/db/client";
import { manufacturers, offers, products, sellerSites } from "@/domains/catalog/schema";

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;
const unique = () => randomUUID().slice(0, 8);

/** Row factories: every test makes its own rows, never relying on a shared seed. */
export async function createManufacturer(overrides: Insert<typeof manufacturers> = {}) {
  const id = unique();
  const [row] = await getDb()
    .insert(manufacturers)
    .values({ name: `제조사 ${id}`, slug: `maker-${id}`, ...overrides })
    .returning();
  return row!;
}

export async function createSellerSite(overrides: Insert<typeof sellerSites> = {}) {
  const id = unique();
  const [row] = await getDb()
    .insert(sellerSites)
    .values({
      name: `쇼핑몰 ${id}`,
      slug: `shop-${id}`,
      baseUrl: `https://shop-${id}.example`,
      shippingFee: 3000,
      freeShippingThreshold: 50_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProduct(overrides: Insert<typeof products> = {}) {
  const manufacturerId = overrides.manufacturerId ?? (await createManufacturer()).id;
  const [row] = await getDb()
    .insert(products)
    .values({
      manufacturerId,
      name: `테스트 액상 ${unique()}`,
      inhalation: "MTL",
      nicotineForm: "salt",
      nicotineSource: "none",
      nicotineMg: 0,
      volumeMl: 30,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createOffer(overrides: Insert<typeof offers> & { productId: number }) {
  const sellerSiteId = overrides.sellerSiteId ?? (await createSellerSite()).id;
  const [row] = await getDb()
    .insert(offers)
    .values({ url: `https://shop.example/p/${unique()}`, sellerSiteId, ...overrides })
    .returning();
  return row!;
}
