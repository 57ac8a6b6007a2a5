import "server-only";
import type { ReactNode } from "react";
import { checkAdminPage } from "@/platform/auth/page-guards";
import type { SessionUser } from "@/platform/auth/session-user";
import { AdminForbidden } from "./admin-forbidden";

/**
 * Wraps an /admin page so the server refuses non-admins before the page reads anything: signed out
 * → sign-in, a member → 403. The admin layout checks too, but a layout is skipped on client
 * navigation, so every admin page is built with this:
 *   export default adminPage("/admin/users", async ({ admin, searchParams }) => <…/>);
 */
export function adminPage<P extends object>(path: string, render: (props: P & { admin: SessionUser }) => ReactNode | Promise<ReactNode>) {
  return async function AdminPage(props: P) {
    const { user, allowed } = await checkAdminPage({ callbackUrl: path });
    if (!allowed) return <AdminForbidden />;
    return render({ ...props, admin: user });
  };
}
