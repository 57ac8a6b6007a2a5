import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/platform/auth/current-user";
import { getConfig } from "@/platform/config";
import { safeCallbackPath } from "./callback-url";

/** Sign-in and sign-up pages send members who are already signed in on to where they were going. */
export async function redirectSignedIn({ callbackUrl }: { callbackUrl: string | null }): Promise<void> {
  if (await getCurrentUser()) redirect(safeCallbackPath({ url: callbackUrl, origin: getConfig().BASE_URL }));
}
