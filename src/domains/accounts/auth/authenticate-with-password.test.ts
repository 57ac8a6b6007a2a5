import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryStore, setRateLimitStore, type RateLimitStore } from "@/platform/rate-limit";
import { createRedisStore } from "@/platform/rate-limit/redis-store";
import { createAdmin, createMember, TEST_PASSWORD } from "@tests/support/account-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { AuthFailure } from "./auth-errors";
import { authenticateWithPassword } from "./authenticate-with-password";
import { moderateMember } from "../admin/moderate-member";

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.quit());

const stores: Array<[string, () => RateLimitStore]> = [["memory", () => createMemoryStore()]];
if (redis) stores.push(["redis", () => createRedisStore(redis, { prefix: `test-${randomUUID()}:`, fallback: createMemoryStore() })]);

const failureCode = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof AuthFailure ? error.code : error),
  );

describeEachDatabase("password sign-in", () => {
  describe.each(stores)("limits on %s", (_name, makeStore) => {
    beforeEach(() => setRateLimitStore(makeStore()));

    it("signs in with the right pair, whatever the e-mail's case, and refuses a wrong one", async () => {
      const member = await createMember();
      expect((await authenticateWithPassword({ email: member.email!.toUpperCase(), password: TEST_PASSWORD, ip: "10.0.0.1" }))?.id).toBe(
        member.id,
      );
      expect(await authenticateWithPassword({ email: member.email!, password: "wrong-pass-1", ip: "10.0.0.1" })).toBeNull();
      expect(await authenticateWithPassword({ email: "nobody@example.kr", password: TEST_PASSWORD, ip: "10.0.0.1" })).toBeNull();
    });

    it("refuses the 11th attempt after 10 wrong passwords in a row from one address, even a right one", async () => {
      const member = await createMember();
      for (let i = 0; i < 10; i++)
        expect(await authenticateWithPassword({ email: member.email!, password: `wrong-${i}`, ip: "10.0.0.2" })).toBeNull();
      expect(await failureCode(authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.2" }))).toBe(
        "TooManyAttempts",
      );
      // Another address is a different account+IP pair.
      expect((await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.3" }))?.id).toBe(member.id);
    });

    it("counts only wrong passwords in a row: a success starts the count again", async () => {
      const member = await createMember();
      for (let i = 0; i < 9; i++) await authenticateWithPassword({ email: member.email!, password: "wrong-pass-1", ip: "10.0.0.4" });
      expect(await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.4" })).not.toBeNull();
      for (let i = 0; i < 10; i++)
        expect(await authenticateWithPassword({ email: member.email!, password: "wrong-pass-1", ip: "10.0.0.4" })).toBeNull();
      expect(await failureCode(authenticateWithPassword({ email: member.email!, password: "wrong-pass-1", ip: "10.0.0.4" }))).toBe(
        "TooManyAttempts",
      );
    });

    it("stops an address that fails on many accounts", async () => {
      const member = await createMember();
      for (let i = 0; i < 50; i++)
        await authenticateWithPassword({ email: `guess-${i}@example.kr`, password: "wrong-pass-1", ip: "10.0.0.5" });
      expect(await failureCode(authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.5" }))).toBe(
        "RateLimited",
      );
      expect(await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.6" })).not.toBeNull();
    });
  });

  it("refuses a banned member with the right password", async () => {
    setRateLimitStore(createMemoryStore());
    const member = await createMember();
    await moderateMember({ actor: await createAdmin(), userId: member.id, banned: true });
    expect(await failureCode(authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.0.0.7" }))).toBe(
      "AccountBanned",
    );
  });
});
