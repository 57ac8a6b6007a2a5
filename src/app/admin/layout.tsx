import type { Metadata } from "next";
import { AdminForbidden } from "@/app/admin/_shell/admin-forbidden";
import { AdminShell } from "@/app/admin/_shell/admin-shell";
import { checkAdminPage } from "@/platform/auth/page-guards";

export const metadata: Metadata = {
  title: { default: "관리자 | 액상픽", template: "%s | 액상픽 관리자" },
  robots: { index: false, follow: false },
};

/** The admin area's own layout. The server refuses non-admins here and again in every page (adminPage). */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { allowed } = await checkAdminPage({ callbackUrl: "/admin" });
  if (!allowed) return <AdminForbidden />;
  return <AdminShell>{children}</AdminShell>;
}
