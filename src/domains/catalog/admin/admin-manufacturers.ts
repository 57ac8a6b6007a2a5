import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { normalizeSearchText } from "@/platform/text/normalize";
import { buildSearchFields } from "@/platform/text/search-fields";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, conflict, notFound } from "@/platform/errors";
import { slugFromName, toSlugConflict } from "./admin-slug";
import { manufacturers, products } from "../schema";
import { announceCatalogChanged } from "../catalog-change-events";

export type ManufacturerRow = { id: number; name: string; slug: string; aliases: string[]; productCount: number; createdAt: Date };

/** Every manufacturer with how many products it has, by name. */
export async function listManufacturersWithCounts({ db = getDb() }: { db?: Db } = {}): Promise<ManufacturerRow[]> {
  return db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      slug: manufacturers.slug,
      aliases: manufacturers.aliases,
      createdAt: manufacturers.createdAt,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would mean product.id here.
      productCount: sql<number>`(select count(*)::int from product p where p.manufacturer_id = manufacturer.id)`,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
}

async function lockManufacturer(tx: Db, id: number) {
  const [row] = await tx.select().from(manufacturers).where(eq(manufacturers.id, id)).for("update");
  if (!row) throw notFound("제조사를 찾을 수 없습니다.");
  return row;
}

async function assertNameFree(tx: Db, name: string, exceptId?: number) {
  const [taken] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, name));
  if (taken && taken.id !== exceptId) throw conflict("같은 이름의 제조사가 이미 있습니다.", "duplicate_name");
}

/** Rewrites the search columns of a manufacturer's products after its name changed. */
async function reindexProductsOf(tx: Db, manufacturerId: number, manufacturerName: string) {
  const rows = await tx
    .select({ id: products.id, name: products.name, flavorTags: products.flavorTags })
    .from(products)
    .where(eq(products.manufacturerId, manufacturerId));
  for (const row of rows)
    await tx
      .update(products)
      .set(buildSearchFields({ name: row.name, manufacturerName, flavorTags: row.flavorTags }))
      .where(eq(products.id, row.id));
}

export async function createManufacturer({ actor, name }: { actor: AuditActor; name: string }): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    await assertNameFree(tx, name);
    const [row] = await tx
      .insert(manufacturers)
      .values({ name, slug: slugFromName({ name, prefix: "maker" }) })
      .returning()
      .catch(toSlugConflict("제조사"));
    await recordAuditEntry({ actor, action: "manufacturer.create", target: { type: "manufacturer", id: row!.id }, after: row, db: tx });
    return { id: row!.id };
  });
}

export async function renameManufacturer({ actor, id, name }: { actor: AuditActor; id: number; name: string }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lockManufacturer(tx, id);
    if (before.name === name) return;
    await assertNameFree(tx, name, id);
    await tx.update(manufacturers).set({ name }).where(eq(manufacturers.id, id));
    await reindexProductsOf(tx, id, name);
    await recordAuditEntry({
      actor,
      action: "manufacturer.rename",
      target: { type: "manufacturer", id },
      before: { name: before.name },
      after: { name },
      db: tx,
    });
  });
  await announceCatalogChanged("every page");
}

/**
 * Replaces a maker's other spellings. One spelling names one maker: an alias that reads (case and
 * spaces aside) as another maker's name or alias is refused, or titles would go to either.
 */
export async function setManufacturerAliases({ actor, id, aliases }: { actor: AuditActor; id: number; aliases: string[] }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lockManufacturer(tx, id);
    const spelled = (text: string) => normalizeSearchText(text).replace(/ /g, "");
    const firstOfEach = new Map<string, string>();
    for (const alias of aliases) if (!firstOfEach.has(spelled(alias))) firstOfEach.set(spelled(alias), alias);
    const unique = [...firstOfEach.values()].filter((alias) => spelled(alias) !== spelled(before.name));
    const others = await tx.select({ id: manufacturers.id, name: manufacturers.name, aliases: manufacturers.aliases }).from(manufacturers);
    for (const other of others.filter((row) => row.id !== id)) {
      const clash = unique.find((alias) => [other.name, ...other.aliases].some((taken) => spelled(taken) === spelled(alias)));
      if (clash) throw conflict(`‘${clash}’은(는) 이미 ‘${other.name}’의 이름 또는 다른 표기입니다.`, "alias_taken");
    }
    await tx.update(manufacturers).set({ aliases: unique }).where(eq(manufacturers.id, id));
    await recordAuditEntry({
      actor,
      action: "manufacturer.aliases",
      target: { type: "manufacturer", id },
      before: { aliases: before.aliases },
      after: { aliases: unique },
      db: tx,
    });
  });
}

/** Deletes a manufacturer that has no products (merge it into another first). */
export async function deleteManufacturer({ actor, id }: { actor: AuditActor; id: number }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await lockManufacturer(tx, id);
    const [{ n }] = (await tx.select({ n: count() }).from(products).where(eq(products.manufacturerId, id))) as [{ n: number }];
    if (n > 0) throw conflict(`상품이 ${n}개 있는 제조사는 삭제할 수 없습니다. 다른 제조사로 합친 뒤 삭제해 주세요.`, "has_products");
    await tx.delete(manufacturers).where(eq(manufacturers.id, id));
    await recordAuditEntry({ actor, action: "manufacturer.delete", target: { type: "manufacturer", id }, before, db: tx });
  });
}

/** Moves every product of `sourceId` to `targetId` and deletes the source: two names for one maker become one. */
export async function mergeManufacturers({
  actor,
  sourceId,
  targetId,
}: {
  actor: AuditActor;
  sourceId: number;
  targetId: number;
}): Promise<{ moved: number }> {
  if (sourceId === targetId) throw badRequest("같은 제조사끼리는 합칠 수 없습니다.", "same_manufacturer");
  const merged = await getDb().transaction(async (tx) => {
    const source = await lockManufacturer(tx, sourceId);
    const target = await lockManufacturer(tx, targetId);
    const moved = await tx
      .update(products)
      .set({ manufacturerId: targetId })
      .where(eq(products.manufacturerId, sourceId))
      .returning({ id: products.id });
    await reindexProductsOf(tx, targetId, target.name);
    await tx.delete(manufacturers).where(eq(manufacturers.id, sourceId));
    await recordAuditEntry({
      actor,
      action: "manufacturer.merge",
      target: { type: "manufacturer", id: targetId },
      before: { source, target: { id: target.id, name: target.name } },
      after: { into: target.id, movedProductIds: moved.map((m) => m.id) },
      db: tx,
    });
    return { moved: moved.length };
  });
  // The maker's name on tiles and its filter on every listing.
  await announceCatalogChanged("every page");
  return merged;
}
