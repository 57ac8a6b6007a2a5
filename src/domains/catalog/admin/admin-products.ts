import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { buildSearchFields } from "@/platform/text/search-fields";
import { getDb, type Db } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import type { ProductInput, ProductListQuery } from "./admin-product-form";
import { hiddenReason } from "@/domains/settings/compliance-policy";
import { getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { announceCatalogChanged } from "../catalog-change-events";
import { manufacturers, products } from "../schema";

const listColumns = {
  id: products.id,
  name: products.name,
  manufacturerId: products.manufacturerId,
  manufacturerName: manufacturers.name,
  inhalation: products.inhalation,
  nicotineMg: products.nicotineMg,
  volumeMl: products.volumeMl,
  imageUrl: products.imageUrl,
  visible: products.visible,
  legalClass: products.legalClass,
  lowestPrice: products.lowestPrice,
  offerCount: products.offerCount,
  createdAt: products.createdAt,
};

const ORDER = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  price: [asc(products.lowestPrice), asc(products.id)],
  offers: [desc(products.offerCount), desc(products.id)],
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin product table (every product, hidden ones too): `{ products, pagination }`. */
export async function listAdminProducts(query: ProductListQuery) {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(products.name, `%${escapeLike(query.q)}%`));
  if (query.manufacturerId) filters.push(eq(products.manufacturerId, query.manufacturerId));
  if (query.inhalation) filters.push(eq(products.inhalation, query.inhalation));
  if (query.visible) filters.push(eq(products.visible, query.visible === "true"));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const total = totals?.total ?? 0;
  const policy = await getCompliancePolicy();
  return {
    // An admin sees every product; one the policy withholds from the public says why.
    products: rows.map((row) => ({ ...row, withheldReason: hiddenReason(policy, row.legalClass) })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

export type AdminProductRow = Awaited<ReturnType<typeof listAdminProducts>>["products"][number];

/** One product's editable attributes, or null. */
export async function getAdminProduct({ id }: { id: number }) {
  const [row] = await getDb().select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const { searchText: _t, searchChosung: _c, searchJamo: _j, ...product } = row;
  return { ...product, withheldReason: hiddenReason(await getCompliancePolicy(), row.legalClass) };
}

async function manufacturerName(tx: Db, id: number): Promise<string> {
  const [row] = await tx.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.id, id));
  if (!row) throw notFound("제조사를 찾을 수 없습니다.");
  return row.name;
}

const columnsOf = async (tx: Db, input: ProductInput) => ({
  ...input,
  ...buildSearchFields({
    name: input.name,
    manufacturerName: await manufacturerName(tx, input.manufacturerId),
    flavorTags: input.flavorTags,
  }),
});

export async function createProduct({ actor, input }: { actor: AuditActor; input: ProductInput }): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(await columnsOf(tx, input))
      .returning({ id: products.id });
    await recordAuditEntry({ actor, action: "product.create", target: { type: "product", id: row!.id }, after: input, db: tx });
    return { id: row!.id };
  });
}

export async function updateProduct({ actor, id, input }: { actor: AuditActor; id: number; input: ProductInput }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) throw notFound("상품을 찾을 수 없습니다.");
    await tx
      .update(products)
      .set(await columnsOf(tx, input))
      .where(eq(products.id, id));
    const changed = (Object.keys(input) as Array<keyof ProductInput>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]));
    await recordAuditEntry({
      actor,
      action: "product.update",
      target: { type: "product", id },
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, input[k]])),
      db: tx,
    });
  });
  await announceCatalogChanged([id]);
}

/** Shows or hides products (one or a bulk selection); answers how many changed. */
export async function setProductsVisible({ actor, ids, visible }: { actor: AuditActor; ids: number[]; visible: boolean }) {
  const result = await getDb().transaction(async (tx) => {
    const changed = await tx
      .update(products)
      .set({ visible })
      .where(and(inArray(products.id, ids), eq(products.visible, !visible)))
      .returning({ id: products.id });
    if (changed.length)
      await recordAuditEntry({
        actor,
        action: visible ? "product.show" : "product.hide",
        target: { type: "product", id: changed.length === 1 ? changed[0]!.id : null },
        before: { visible: !visible },
        after: { visible, ids: changed.map((c) => c.id) },
        db: tx,
      });
    return { changed: changed.map((c) => c.id) };
  });
  await announceCatalogChanged(result.changed);
  return { changed: result.changed.length };
}

/** Names of the given products, by id (suggested matches in the review queue). */
export async function listProductNames({ ids }: { ids: number[] }): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
