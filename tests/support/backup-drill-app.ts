// The drill's running site (tests/integration/backup-restore-drill.test.ts): opens DATA_DIR's PGlite or DATABASE_URL as
// start-up does, seeds a small catalogue, members, history and images, serves `npm run backup` (embedded), then writes
// a notification at a time for ever, printing each committed id, until it is killed.
import "@/server/allow-server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { notifications } from "@/domains/notifications/schema";
import { priceHistory } from "@/domains/catalog/schema";
import { getConfig } from "@/platform/config";
import { getDb, openPglite, openPostgres, setDbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { webTopology } from "@/platform/topology";
import { startOperationsSocket } from "@/server/operations-socket";
import { createMember } from "./account-factories";
import { createOffer, createProduct, createSellerSite } from "./factories";

const config = getConfig();
const handle = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, { max: 2 }) : await openPglite(path.join(config.DATA_DIR, "pglite"));
await applyMigrations(handle);
setDbHandle(handle);

const members = [];
for (let i = 0; i < 5; i++) members.push(await createMember());
const site = await createSellerSite();
for (let p = 0; p < 5; p++) {
  const product = await createProduct();
  const offer = await createOffer({ productId: product.id, sellerSiteId: site.id, price: 10_000 + p });
  const day = Date.UTC(2026, 10, 1);
  await getDb()
    .insert(priceHistory)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        offerId: offer.id,
        price: 10_000 + i * 10,
        inStock: true,
        observedAt: new Date(day + i * 3_600_000),
      })),
    );
}
const images = path.join(config.DATA_DIR, "uploads", "products");
mkdirSync(images, { recursive: true });
for (let i = 0; i < 3; i++) writeFileSync(path.join(images, `drill-${i}.webp`), randomBytes(20_000 + i));

await startOperationsSocket({ config, db: handle, topology: webTopology(config) });
process.stdout.write("ready\n");
for (let n = 0; ; n++) {
  const [row] = await getDb()
    .insert(notifications)
    .values({ userId: members[n % members.length]!.id, type: "price_drop", content: `drill ${n}`, url: "/" })
    .returning({ id: notifications.id });
  process.stdout.write(`wrote ${row!.id}\n`);
  // A site between two requests: the event loop turns, so the backup request on the socket is heard.
  await new Promise((resolve) => setImmediate(resolve));
}
