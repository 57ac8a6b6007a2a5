import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "./current-user";
import type { SessionUser } from "./session-user";
import { signInPathFor } from "./sign-in-path";

export { signInPathFor };

/** For member pages: the user, or a redirect to sign-in that comes back to `callbackUrl`. */
export async function requireUserPage({ callbackUrl }: { callbackUrl: string }): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPathFor(callbackUrl));
  return user;
}

/**
 * For /admin pages, called by the admin layout AND by every admin page (a layout is skipped on
 * client navigation, so it cannot guard alone): signed out → sign-in; a member → "forbidden".
 */
export async function checkAdminPage({ callbackUrl }: { callbackUrl: string }): Promise<{ user: SessionUser; allowed: boolean }> {
  const user = await requireUserPage({ callbackUrl });
  return { user, allowed: user.grade === "ADMIN" };
}
