/**
 * Lowers one product's cheapest offer to a given price, as a crawl worker would: records the observation
 * and publishes its price events over Redis. Started by run.ts as
 * `node --conditions=react-server --import tsx bench/catalog/change-price.ts <db-url> <redis-url> <product-id> <price>`;
 * prints one JSON line with the time the change was committed (ms since the epoch).
 */
import { sql } from "drizzle-orm";
import { recordOfferObservation } from "@/domains/catalog/pricing";
import { openPostgres, setDbHandle } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { connectEventBusToRedis } from "@/platform/events/redis-event-transport";
import { domainEventSchema } from "@/server/domain-event-schema";

const [dbUrl, redisUrl, productId, price] = process.argv.slice(2);
const handle = openPostgres(dbUrl!, { max: 1 });
setDbHandle(handle);
installDomainEventSchema(domainEventSchema);
const bridge = await connectEventBusToRedis({ redisUrl: redisUrl! });
const [offer] = await queryRows<{ id: number }>(
  handle.db,
  sql`select id from offer where product_id = ${Number(productId)} order by price limit 1`,
);
let committedAt = 0;
// The events are published once the change has committed: the moment they leave is the moment to time from.
const result = await recordOfferObservation({ offerId: offer!.id, price: Number(price), inStock: true }, undefined, async (events) => {
  committedAt = Date.now();
  await publishDomainEvents(events);
});
committedAt ||= Date.now();
console.log(JSON.stringify({ committedAt, events: result.events.length }));
await bridge.close();
await handle.close();
