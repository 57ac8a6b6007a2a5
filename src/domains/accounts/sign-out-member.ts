import { signOut } from "next-auth/react";
import { unsubscribePush } from "@/domains/push/push-enrolment";

const PUSH_CLEANUP_LIMIT_MS = 3_000;

/**
 * Signs this browser out (next-auth, then home). Its push subscription ends first, so a shared
 * device stops getting the member's alerts; a slow answer never holds the sign-out up.
 */
export async function signOutMember(): Promise<void> {
  await Promise.race([unsubscribePush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PUSH_CLEANUP_LIMIT_MS))]);
  await signOut({ callbackUrl: "/" });
}
