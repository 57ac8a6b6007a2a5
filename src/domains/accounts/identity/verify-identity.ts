import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError, badRequest, conflict, tooManyRequests } from "@/platform/errors";
import { defineRateLimiters } from "@/platform/rate-limit";
import { isAdultBirthYear } from "../korean-age";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";
import { identityVerificationRequests, users } from "../schema";
import { fetchIdentityVerification } from "./fetch-identity-verification";
import { portOneConnection } from "../portone-connection";

/** How long a requested verification may take to be confirmed (PortOne's window stays open about as long). */
const REQUEST_VALID_MS = 30 * 60_000;

const identityLimiters = defineRateLimiters({
  startsPerMember: { name: "identity-start-member", limit: 10, windowMs: 60 * 60_000 },
});

export type IdentityVerificationStart = {
  identityVerificationId: string;
  storeId: string;
  channelKey: string | undefined;
  sdkUrl: string;
  standIn: boolean;
};

/** A fresh verification id issued to this member, with what the browser SDK needs to open PortOne's window. */
export async function startIdentityVerification({ userId }: { userId: string }): Promise<IdentityVerificationStart> {
  if (!(await identityLimiters().startsPerMember.hit(userId)).allowed)
    throw tooManyRequests("본인인증 요청이 너무 많습니다. 한 시간 뒤에 다시 시도해 주세요.");
  const identityVerificationId = `identity-${randomUUID()}`;
  await getDb().insert(identityVerificationRequests).values({ id: identityVerificationId, userId });
  const { storeId, channelKey, sdkUrl, standIn } = portOneConnection(getConfig());
  return { identityVerificationId, storeId, channelKey, sdkUrl, standIn };
}

/** The keyed hash of a CI: the same person gives the same hash on this site only; the CI itself is never kept. */
function ciHash(ci: string): string {
  const key = getConfig().IDENTITY_HASH_SECRET;
  if (!key) throw new Error("IDENTITY_HASH_SECRET is not set (ensureSecrets makes one at start-up)");
  return createHmac("sha256", key).update(ci).digest("base64url");
}

const unconfirmed = () => badRequest("본인인증이 완료되지 않았습니다. 다시 본인인증해 주세요.", "identity_unconfirmed");

async function claimRequest({ userId, identityVerificationId, now }: { userId: string; identityVerificationId: string; now: Date }) {
  const [request] = await getDb()
    .select()
    .from(identityVerificationRequests)
    .where(eq(identityVerificationRequests.id, identityVerificationId));
  if (!request || request.userId !== userId)
    throw badRequest("이 계정에서 요청한 본인인증이 아닙니다. 다시 본인인증해 주세요.", "identity_foreign");
  if (request.usedAt) throw conflict("이미 사용된 본인인증입니다. 다시 본인인증해 주세요.", "identity_replayed");
  if (now.getTime() - request.createdAt.getTime() > REQUEST_VALID_MS)
    throw badRequest("본인인증 시간이 지났습니다. 다시 본인인증해 주세요.", "identity_expired");
}

/**
 * Confirms a verification with PortOne's REST API (the browser only says which id it finished) and records
 * the verified-at, whether the birth date makes the member 19+ and the CI's keyed hash. A minor is recorded
 * and then refused; a CI already on another account is refused.
 */
export async function confirmIdentityVerification({
  userId,
  identityVerificationId,
  now = new Date(),
}: {
  userId: string;
  identityVerificationId: string;
  now?: Date;
}): Promise<{ adult: true; verifiedAt: Date }> {
  await claimRequest({ userId, identityVerificationId, now });
  const verification = await fetchIdentityVerification(portOneConnection(getConfig()), identityVerificationId);
  if (!verification || verification.status !== "VERIFIED" || verification.id !== identityVerificationId) throw unconfirmed();
  const { birthDate, ci } = verification.verifiedCustomer;
  if (!ci) throw badRequest("본인인증 결과로 중복 인증을 확인할 수 없습니다. 휴대폰 본인인증으로 다시 시도해 주세요.", "identity_no_ci");
  const adult = isAdultBirthYear({ birthYear: Number(birthDate.slice(0, 4)), now });
  try {
    await getDb().transaction(async (tx) => {
      // Spent by the first confirmation: a replay of the same id, even concurrent, finds it used.
      const spent = await tx
        .update(identityVerificationRequests)
        .set({ usedAt: now })
        .where(and(eq(identityVerificationRequests.id, identityVerificationId), isNull(identityVerificationRequests.usedAt)))
        .returning({ id: identityVerificationRequests.id });
      if (spent.length === 0) throw conflict("이미 사용된 본인인증입니다. 다시 본인인증해 주세요.", "identity_replayed");
      await tx
        .update(users)
        .set({ identityVerifiedAt: now, identityAdult: adult, identityCiHash: ciHash(ci) })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === "app_user_identity_ci_hash_key")
      throw conflict("이미 다른 계정에서 본인인증한 분입니다. 한 사람은 한 계정만 인증할 수 있습니다.", "identity_taken");
    throw error;
  }
  if (!adult)
    throw new AppError("under_age", 403, "청소년보호법에 따라 19세 미만은 이용할 수 없습니다. 본인인증 결과 19세 미만으로 확인되었습니다.");
  return { adult, verifiedAt: now };
}
