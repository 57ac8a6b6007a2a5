import "server-only";
import { getConfig } from "@/platform/config";
import { isAdultMember, isIdentityVerifiedAdult } from "./queries";

/** Whether the 19+ gate lets a member through: a 본인인증 of the last year (identity), or an adult birth year (notice). */
export async function memberPassesAdultGate({ userId }: { userId: string }): Promise<boolean> {
  return getConfig().ADULT_VERIFICATION === "identity" ? isIdentityVerifiedAdult({ userId }) : isAdultMember({ userId });
}
