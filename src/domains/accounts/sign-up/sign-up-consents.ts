import "server-only";
import type { Db } from "@/platform/db/client";
import { CONSENT_DOCUMENTS, CONSENT_KINDS } from "../consent-documents";
import { memberConsents } from "../schema";

/** Records a new member's agreements (the required documents, and 마케팅 정보 수신 when chosen) with their versions, in the sign-up's transaction. */
export async function recordSignUpConsents(tx: Db, { userId, marketing, now }: { userId: string; marketing: boolean; now: Date }) {
  const agreed = CONSENT_KINDS.filter((kind) => CONSENT_DOCUMENTS[kind].required || marketing);
  await tx.insert(memberConsents).values(agreed.map((kind) => ({ userId, kind, version: CONSENT_DOCUMENTS[kind].version, agreedAt: now })));
}
