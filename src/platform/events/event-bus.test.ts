import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import type { DomainEvent } from "./domain-events";
import { eventBusOrigin, publishDomainEvents, subscribeDomainEvent } from "./event-bus";
import { connectEventBusToRedis } from "./redis-event-transport";

const drop: DomainEvent = { type: "price_dropped", productId: 7, oldLowestPrice: 12_900, newLowestPrice: 11_500 };
const unsubscribers: Array<() => void> = [];
afterEach(() => unsubscribers.splice(0).forEach((off) => off()));

describe("domain event bus (in process)", () => {
  it("delivers each event to the handlers of its type only", async () => {
    const drops: DomainEvent[] = [];
    const outs: DomainEvent[] = [];
    unsubscribers.push(subscribeDomainEvent("price_dropped", (e) => void drops.push(e)));
    unsubscribers.push(subscribeDomainEvent("out_of_stock", (e) => void outs.push(e)));
    await publishDomainEvents([drop]);
    expect(drops).toEqual([drop]);
    expect(outs).toEqual([]);
  });

  it("keeps delivering when a handler throws, and stops after unsubscribe", async () => {
    const seen: number[] = [];
    unsubscribers.push(
      subscribeDomainEvent("price_dropped", () => {
        throw new Error("boom");
      }),
    );
    const off = subscribeDomainEvent("price_dropped", (e) => void seen.push(e.newLowestPrice));
    await expect(publishDomainEvents([drop])).resolves.toBeUndefined();
    off();
    await publishDomainEvents([drop]);
    expect(seen).toEqual([11_500]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("domain event bus over Redis", () => {
  it("sends local events to other processes and delivers theirs, validated, without echoing its own", async () => {
    const channel = `test:events:${Date.now()}:${Math.random()}`;
    const bridge = await connectEventBusToRedis({ redisUrl: redisUrl!, channel });
    const other = new Redis(redisUrl!);
    const otherSub = other.duplicate();
    try {
      const received: string[] = [];
      otherSub.on("message", (_c, m) => received.push(m));
      await otherSub.subscribe(channel);
      const local: DomainEvent[] = [];
      const localOnly: DomainEvent[] = [];
      unsubscribers.push(subscribeDomainEvent("back_in_stock", (e) => void local.push(e)));
      unsubscribers.push(subscribeDomainEvent("back_in_stock", (e) => void localOnly.push(e), { localOnly: true }));
      unsubscribers.push(subscribeDomainEvent("price_dropped", (e) => void localOnly.push(e), { localOnly: true }));
      unsubscribers.push(subscribeDomainEvent("price_dropped", (e) => void local.push(e)));

      await publishDomainEvents([drop]);
      const fromElsewhere: DomainEvent = { type: "back_in_stock", productId: 3, oldLowestPrice: null, newLowestPrice: 9_900 };
      await other.publish(channel, JSON.stringify({ origin: "another-process", event: fromElsewhere }));
      await other.publish(
        channel,
        JSON.stringify({ origin: "another-process", event: { type: "price_dropped", productId: 3, oldLowestPrice: 0 } }),
      );
      await other.publish(channel, "not json");
      await expect.poll(() => local.length).toBe(2);
      await new Promise((r) => setTimeout(r, 100));

      expect(local).toEqual([drop, fromElsewhere]);
      // Once-per-event work runs in the publishing process only.
      expect(localOnly).toEqual([drop]);
      expect(JSON.parse(received[0]!)).toEqual({ origin: eventBusOrigin(), event: drop, publishedAt: expect.any(Number) });
    } finally {
      await bridge.close();
      otherSub.disconnect();
      other.disconnect();
    }
  });
});
