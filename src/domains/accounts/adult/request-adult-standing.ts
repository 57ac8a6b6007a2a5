import "server-only";
import { cookies } from "next/headers";
import { ADULT_PASS_COOKIE, adultPassValue } from "@/platform/auth/adult-pass";
import { getCurrentUser } from "@/platform/auth/current-user";
import { adultGateNeedsIdentity, memberPassesAdultGate } from "../adult-standing";
import { ADULT_COOKIE } from "./adult-cookie";

/**
 * Whether this request may see age-restricted pages. `notice`: the click's cookie, or a member with an adult birth year.
 * `identity`: the page cache's adult pass (given for a verified member only), or the session's member's 본인인증.
 */
export async function isConfirmedAdult(mode: "identity" | "notice"): Promise<boolean> {
  const jar = await cookies();
  if (mode === "notice" && jar.get(ADULT_COOKIE)?.value === "1") return true;
  if (mode === "identity" && jar.get(ADULT_PASS_COOKIE)?.value === adultPassValue()) return true;
  const user = await getCurrentUser();
  return user !== null && (await memberPassesAdultGate({ userId: user.id }));
}

/** Whether ADULT_VERIFICATION=identity keeps this request from age-restricted content (never under `notice`). */
export async function identityGateHolds(): Promise<boolean> {
  return adultGateNeedsIdentity() && !(await isConfirmedAdult("identity"));
}
