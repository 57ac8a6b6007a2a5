import "server-only";
import { getConfig } from "@/platform/config";
import { isAdultMember, isIdentityVerifiedAdult } from "./queries";

/**
 * Whether the 19+ gate asks for 본인인증 (ADULT_VERIFICATION=identity, the default): then what it guards — the catalogue's
 * pages, their images and suggestions, the public API's data — is shown only to a verified adult, never to an anonymous
 * reader, and is never cached for everyone. Under `notice`, the click's 19+ notice is the gate.
 */
export function adultGateNeedsIdentity(): boolean {
  return getConfig().ADULT_VERIFICATION === "identity";
}

/** Whether the 19+ gate lets a member through: a 본인인증 of the last year (identity), or an adult birth year (notice). */
export async function memberPassesAdultGate({ userId }: { userId: string }): Promise<boolean> {
  return adultGateNeedsIdentity() ? isIdentityVerifiedAdult({ userId }) : isAdultMember({ userId });
}
