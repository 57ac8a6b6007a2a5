import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createMember, TEST_PASSWORD } from "@tests/support/account-factories";
import { startPortOneStandIn } from "@tests/support/portone-stand-in";
import { describeEachDatabase } from "@tests/support/test-db";
import { isIdentityVerifiedAdult, IDENTITY_VALID_MS } from "../queries";
import { withdrawMember } from "../members/withdraw-member";
import { users } from "../schema";
import { confirmIdentityVerification, startIdentityVerification } from "./verify-identity";

const CI = (n: number) => `${"stand-in-ci-".repeat(7)}${n}`.slice(0, 88);

describeEachDatabase("본인인증 (PortOne V2, against the stand-in)", () => {
  let portOne: Awaited<ReturnType<typeof startPortOneStandIn>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    portOne = await startPortOneStandIn();
    Object.assign(process.env, portOne.env, { IDENTITY_HASH_SECRET: "identity-hash-secret-for-tests-0123456789" });
    resetConfigForTests();
  });
  afterAll(async () => {
    process.env = saved;
    resetConfigForTests();
    await portOne.stop();
  });

  /** A member who asked for a verification that PortOne then holds as `person`. */
  async function verifiedAtPortOne(person: { birthDate: string; ci?: string }, member?: { id: string }) {
    const user = member ?? (await createMember());
    const start = await startIdentityVerification({ userId: user.id });
    portOne.setVerification(start.identityVerificationId, "VERIFIED", person);
    return { user, id: start.identityVerificationId, start };
  }

  const stored = async (userId: string) => (await getDb().select().from(users).where(eq(users.id, userId)))[0]!;

  it("records an adult: verified-at, adult, the CI's keyed hash — never the name, phone, birth date or CI", async () => {
    const { user, id, start } = await verifiedAtPortOne({ birthDate: "1990-05-05", ci: CI(1) });
    expect(start).toMatchObject({ storeId: "store-test", channelKey: "channel-key-test", standIn: false });
    expect(await isIdentityVerifiedAdult({ userId: user.id })).toBe(false);
    const now = new Date();
    await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id, now })).resolves.toMatchObject({ adult: true });
    const row = await stored(user.id);
    expect(row).toMatchObject({ identityVerifiedAt: now, identityAdult: true });
    expect(row.identityCiHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const everything = JSON.stringify(row);
    for (const secret of [CI(1), "1990-05-05", "19900505", "홍길동", "01000000000"]) expect(everything).not.toContain(secret);
    expect(await isIdentityVerifiedAdult({ userId: user.id })).toBe(true);
    // Asked again after a year.
    expect(await isIdentityVerifiedAdult({ userId: user.id, now: new Date(now.getTime() + IDENTITY_VALID_MS + 1000) })).toBe(false);
  });

  it("refuses a minor with a Korean message, and keeps them out", async () => {
    const thisYear = Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Seoul", year: "numeric" }).format(new Date()));
    const { user, id } = await verifiedAtPortOne({ birthDate: `${thisYear - 18}-01-01`, ci: CI(2) });
    await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id })).rejects.toMatchObject({
      code: "under_age",
      status: 403,
      message: expect.stringContaining("19세 미만은 이용할 수 없습니다"),
    });
    expect(await stored(user.id)).toMatchObject({ identityAdult: false });
    expect(await isIdentityVerifiedAdult({ userId: user.id })).toBe(false);
  });

  it("refuses a replayed id, another member's id and an id this site never issued", async () => {
    const { user, id } = await verifiedAtPortOne({ birthDate: "1985-01-01", ci: CI(3) });
    await confirmIdentityVerification({ userId: user.id, identityVerificationId: id });
    await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id })).rejects.toMatchObject({
      code: "identity_replayed",
    });

    const other = await createMember();
    const { id: othersId } = await verifiedAtPortOne({ birthDate: "1985-01-01", ci: CI(4) });
    await expect(confirmIdentityVerification({ userId: other.id, identityVerificationId: othersId })).rejects.toMatchObject({
      code: "identity_foreign",
      message: expect.stringContaining("이 계정에서 요청한 본인인증이 아닙니다"),
    });
    // Verified at PortOne (by someone, on some site of this store) but never asked for by this site.
    portOne.setVerification("identity-forged", "VERIFIED", { birthDate: "1980-01-01", ci: CI(5) });
    await expect(confirmIdentityVerification({ userId: other.id, identityVerificationId: "identity-forged" })).rejects.toMatchObject({
      code: "identity_foreign",
    });
    expect(await isIdentityVerifiedAdult({ userId: other.id })).toBe(false);
  });

  it("refuses one person (one CI) verifying a second account", async () => {
    const first = await verifiedAtPortOne({ birthDate: "1991-01-01", ci: CI(6) });
    await confirmIdentityVerification({ userId: first.user.id, identityVerificationId: first.id });
    const second = await verifiedAtPortOne({ birthDate: "1991-01-01", ci: CI(6) });
    await expect(confirmIdentityVerification({ userId: second.user.id, identityVerificationId: second.id })).rejects.toMatchObject({
      code: "identity_taken",
      status: 409,
    });
    expect(await isIdentityVerifiedAdult({ userId: second.user.id })).toBe(false);
    // The same person a year later, on their own account: verified again.
    const again = await verifiedAtPortOne({ birthDate: "1991-01-01", ci: CI(6) }, first.user);
    await expect(confirmIdentityVerification({ userId: first.user.id, identityVerificationId: again.id })).resolves.toMatchObject({
      adult: true,
    });
  });

  it("forgets the 본인인증 at withdrawal, so the person can verify a new account", async () => {
    const first = await verifiedAtPortOne({ birthDate: "1992-01-01", ci: CI(10) });
    await confirmIdentityVerification({ userId: first.user.id, identityVerificationId: first.id });
    await withdrawMember({ userId: first.user.id, password: TEST_PASSWORD });
    expect(await stored(first.user.id)).toMatchObject({ identityVerifiedAt: null, identityAdult: null, identityCiHash: null });
    const next = await verifiedAtPortOne({ birthDate: "1992-01-01", ci: CI(10) });
    await expect(confirmIdentityVerification({ userId: next.user.id, identityVerificationId: next.id })).resolves.toMatchObject({
      adult: true,
    });
  });

  it("refuses what PortOne cannot confirm: not finished, failed, unknown to it, or another store's", async () => {
    const user = await createMember();
    for (const [status, store] of [["READY"], ["FAILED"], [null], ["VERIFIED", "store-elsewhere"]] as const) {
      const { identityVerificationId } = await startIdentityVerification({ userId: user.id });
      if (status) portOne.setVerification(identityVerificationId, status, { birthDate: "1980-01-01", ci: CI(7) }, store);
      await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId })).rejects.toMatchObject({
        code: "identity_unconfirmed",
        message: "본인인증이 완료되지 않았습니다. 다시 본인인증해 주세요.",
      });
    }
    expect(await isIdentityVerifiedAdult({ userId: user.id })).toBe(false);
  });

  it("says PortOne is unreachable (503, Korean) when it is down, and lets the same id through once it is back", async () => {
    const { user, id } = await verifiedAtPortOne({ birthDate: "1980-01-01", ci: CI(8) });
    portOne.setDown(true);
    try {
      await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id })).rejects.toMatchObject({
        code: "identity_unavailable",
        status: 503,
        message: "본인인증 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.",
      });
    } finally {
      portOne.setDown(false);
    }
    await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id })).resolves.toMatchObject({ adult: true });
  });

  it("refuses an answer signed with the wrong API secret as PortOne being unavailable, recording nothing", async () => {
    const { user, id } = await verifiedAtPortOne({ birthDate: "1980-01-01", ci: CI(9) });
    process.env.PORTONE_API_SECRET = "wrong-secret";
    resetConfigForTests();
    try {
      await expect(confirmIdentityVerification({ userId: user.id, identityVerificationId: id })).rejects.toMatchObject({ status: 503 });
    } finally {
      process.env.PORTONE_API_SECRET = portOne.env.PORTONE_API_SECRET;
      resetConfigForTests();
    }
    expect(await stored(user.id)).toMatchObject({ identityVerifiedAt: null, identityCiHash: null });
  });
});
