import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createClusterLease } from "./cluster-lease";

describe("cluster lease without Redis (one process)", () => {
  it("wins every claim", async () => {
    const lease = createClusterLease({});
    expect(await lease.claim("tick", 1_000)).toBe(true);
    expect(await lease.claim("tick", 1_000)).toBe(true);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("cluster lease over Redis", () => {
  it("lets exactly one of several processes claim a period, and the next period again", async () => {
    const prefix = `test:lease:${randomUUID()}`;
    const leases = [1, 2, 3].map(() => createClusterLease({ redisUrl, prefix }));
    try {
      const first = await Promise.all(leases.map((l) => l.claim("tick", 300)));
      expect(first.filter(Boolean)).toHaveLength(1);
      expect(await leases[0]!.claim("other-task", 300)).toBe(true);
      await new Promise((r) => setTimeout(r, 320));
      const second = await Promise.all(leases.map((l) => l.claim("tick", 300)));
      expect(second.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(leases.map((l) => l.close()));
    }
  });

  it("claims nothing while Redis is unreachable (skip a tick rather than run it everywhere)", async () => {
    const lease = createClusterLease({ redisUrl: "redis://127.0.0.1:1" });
    try {
      expect(await lease.claim("tick", 1_000)).toBe(false);
    } finally {
      await lease.close();
    }
  });
});
