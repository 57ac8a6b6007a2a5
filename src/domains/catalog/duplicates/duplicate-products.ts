import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { bottleKey, duplicateReason, type MatchProduct } from "../matching";
import { loadMatchCatalog } from "../shops";
import { duplicateProposals, products } from "../schema";

/**
 * Looks through the catalogue for products that are one bottle (same maker, size, strength, way of inhaling,
 * nicotine form, and one name however spelled or in whichever script) and proposes each pair once, with the
 * reason; a pair an admin dismissed is not proposed again. Nightly and from /admin. Answers how many are new.
 */
export async function findDuplicateProducts({ db = getDb(), now = new Date() }: { db?: Db; now?: Date } = {}): Promise<number> {
  const { products: catalogue } = await loadMatchCatalog({ db });
  const byBottle = new Map<string, MatchProduct[]>();
  for (const product of catalogue) byBottle.set(bottleKey(product), [...(byBottle.get(bottleKey(product)) ?? []), product]);
  const pairs: Array<typeof duplicateProposals.$inferInsert> = [];
  for (const bottle of byBottle.values()) {
    for (let i = 0; i < bottle.length; i++) {
      for (let j = i + 1; j < bottle.length; j++) {
        const [low, high] = [bottle[i]!, bottle[j]!].sort((a, b) => a.id - b.id);
        const reason = duplicateReason(low!, high!);
        if (reason) pairs.push({ lowId: low!.id, highId: high!.id, reason, foundAt: now });
      }
    }
  }
  if (pairs.length === 0) return 0;
  const inserted = await db.insert(duplicateProposals).values(pairs).onConflictDoNothing().returning({ id: duplicateProposals.id });
  return inserted.length;
}

export type DuplicateProposalView = {
  id: number;
  reason: string;
  foundAt: Date;
  products: Array<{ id: number; name: string; offerCount: number; reviewCount: number; createdAt: Date }>;
};

/** Proposals waiting for an admin: neither dismissed nor already merged, newest first. */
export async function listDuplicateProposals(): Promise<DuplicateProposalView[]> {
  const db = getDb();
  const proposals = await db
    .select()
    .from(duplicateProposals)
    .where(isNull(duplicateProposals.dismissedAt))
    .orderBy(desc(duplicateProposals.foundAt), desc(duplicateProposals.id))
    .limit(200);
  const ids = [...new Set(proposals.flatMap((p) => [p.lowId, p.highId]))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      offerCount: products.offerCount,
      reviewCount: products.reviewCount,
      createdAt: products.createdAt,
      mergedIntoId: products.mergedIntoId,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return proposals.flatMap((proposal) => {
    const pair = [byId.get(proposal.lowId), byId.get(proposal.highId)].filter((product) => product !== undefined);
    if (pair.length !== 2 || pair.some((product) => product.mergedIntoId !== null)) return [];
    const shown = pair.map(({ mergedIntoId: _merged, ...product }) => product);
    return [{ id: proposal.id, reason: proposal.reason, foundAt: proposal.foundAt, products: shown }];
  });
}

/** An admin says a proposed pair are two products after all: it is not proposed again. */
export async function dismissDuplicateProposal({ id, now = new Date() }: { id: number; now?: Date }): Promise<void> {
  const updated = await getDb()
    .update(duplicateProposals)
    .set({ dismissedAt: now })
    .where(and(eq(duplicateProposals.id, id), isNull(duplicateProposals.dismissedAt)))
    .returning({ id: duplicateProposals.id });
  if (updated.length === 0) throw notFound("중복 후보를 찾을 수 없습니다.");
}

/** The pair a proposal names, for a merge. */
export async function getDuplicateProposal({ id, db = getDb() }: { id: number; db?: Db }) {
  const [proposal] = await db.select().from(duplicateProposals).where(eq(duplicateProposals.id, id));
  if (!proposal) throw notFound("중복 후보를 찾을 수 없습니다.");
  return proposal;
}
