import { getCurrentUser } from "@/platform/auth/current-user";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { LazyGoogleOneTap } from "../auth";
import { UserMenuClient } from "./user-menu-client";

/**
 * User-menu slot of the header. Member pages render the server's view of the session at once;
 * catalogue pages are rendered as for a visitor (server.ts's page cache), so there the client fills it in.
 * The client follows the live session afterwards (other tabs, focus). `bell` stands before a member's menu (the app passes
 * the notifications' bell).
 */
export async function UserMenu({ bell }: { bell: React.ReactNode }) {
  const user = await getCurrentUser();
  const { GOOGLE_GSI_SCRIPT_URL } = getConfig();
  const { googleClientId: GOOGLE_CLIENT_ID } = await getSiteSettings();
  return (
    <>
      <UserMenuClient serverUser={user} bell={bell} />
      {GOOGLE_CLIENT_ID ? <LazyGoogleOneTap clientId={GOOGLE_CLIENT_ID} scriptUrl={GOOGLE_GSI_SCRIPT_URL} /> : null}
    </>
  );
}
