import { adminPage } from "@/domains/accounts/admin-page";
import { ADMIN_NAV } from "@/domains/accounts/admin-nav";
import Link from "next/link";

export const metadata = { title: "대시보드" };

export default adminPage("/admin", async ({ admin }) => (
  <div className="space-y-4">
    <h1 className="text-2xl font-bold">대시보드</h1>
    <p className="text-gray-600">{admin.name ?? "관리자"}님, 안녕하세요.</p>
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ADMIN_NAV.slice(1).map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className="block rounded-xl border border-gray-200 bg-white p-4 font-semibold hover:border-brand-600">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  </div>
));
