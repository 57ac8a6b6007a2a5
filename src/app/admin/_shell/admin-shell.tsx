"use client";

import { ExternalLink, LayoutDashboard, Loader2, LogOut, Menu, PanelLeftClose } from "lucide-react";
import { useSession } from "@/platform/auth/session-store";
import { signOutToHome } from "@/domains/accounts/sign-out-to-home";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { ADMIN_NAV } from "./admin-nav";
import { useDrawerFocus, useWideScreen } from "./phone-drawer";

const isActive = (href: string, pathname: string) =>
  href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** Where the desktop sidebar's collapsed state is remembered between visits. */
const SIDEBAR_KEY = "admin.sidebar";

const sidebarListeners = new Set<() => void>();
function subscribeSidebar(listener: () => void) {
  sidebarListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => (sidebarListeners.delete(listener), window.removeEventListener("storage", listener));
}
const readSidebarOpen = () => localStorage.getItem(SIDEBAR_KEY) !== "collapsed";

/** The desktop sidebar's state, kept in localStorage (other tabs follow); open on the server render. */
function useRememberedSidebar(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribeSidebar, readSidebarOpen, () => true);
  const remember = (next: boolean) => {
    localStorage.setItem(SIDEBAR_KEY, next ? "open" : "collapsed");
    sidebarListeners.forEach((listener) => listener());
  };
  return [open, remember];
}

/**
 * The admin layout: collapsible sidebar of the admin routes, a spinner while the session
 * loads, a link back to the site, logout, and the admin's name (or "관리자") and e-mail. Access is
 * decided on the server before this renders.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const { data, status } = useSession();
  const pathname = usePathname() ?? "/admin";
  const [open, setOpen] = useRememberedSidebar();
  const [mobileOpen, setMobileOpen] = useState(false);
  const wide = useWideScreen();
  const { drawer, toggle } = useDrawerFocus(mobileOpen, setMobileOpen);
  const title = ADMIN_NAV.find(({ href }) => isActive(href, pathname))?.label ?? "관리자";

  const sidebar = (
    <nav aria-label="관리자 메뉴" className="flex h-full flex-col">
      <div className="flex items-center justify-between px-4 py-4">
        <Link href="/admin" className="flex items-center gap-2 font-extrabold text-white">
          <LayoutDashboard aria-hidden className="h-5 w-5" /> 관리자
        </Link>
        <button
          type="button"
          onClick={() => (setOpen(false), setMobileOpen(false))}
          data-testid="sidebar-collapse"
          aria-label="메뉴 접기"
          className="rounded p-1 text-gray-300 hover:bg-white/10"
        >
          <PanelLeftClose aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <ul className="flex-1 space-y-0.5 px-2">
        {ADMIN_NAV.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              onClick={() => setMobileOpen(false)}
              aria-current={isActive(href, pathname) ? "page" : undefined}
              className={`block rounded-lg px-3 py-2 text-[15px] ${isActive(href, pathname) ? "bg-white/15 font-semibold text-white" : "text-gray-300 hover:bg-white/10 hover:text-white"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-t border-white/10 px-4 py-3 text-sm" data-testid="admin-footer">
        <p className="truncate font-semibold text-white">{data?.user?.name || "관리자"}</p>
        <p className="truncate text-gray-400">{data?.user?.email}</p>
      </div>
    </nav>
  );

  return (
    <div className="flex min-h-dvh bg-gray-100">
      <a href="#admin-main" className="skip-link" inert={mobileOpen}>
        본문 바로가기
      </a>
      {open ? (
        <aside className="hidden w-60 shrink-0 bg-gray-900 md:block">
          <div className="sticky top-0 h-dvh">{sidebar}</div>
        </aside>
      ) : null}
      {mobileOpen ? (
        <div className="fixed inset-0 z-40 md:hidden">
          <button type="button" aria-label="메뉴 닫기" className="absolute inset-0 bg-black/40" onClick={() => setMobileOpen(false)} />
          <aside ref={drawer} className="relative h-full w-64 bg-gray-900">
            {sidebar}
          </aside>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col" inert={mobileOpen}>
        <header className="flex items-center gap-2 border-b border-gray-200 bg-white px-4 py-2.5">
          <button
            type="button"
            ref={toggle}
            aria-label="메뉴 열고 닫기"
            aria-expanded={wide ? open : mobileOpen}
            data-testid="sidebar-toggle"
            onClick={() => (wide ? setOpen(!open) : setMobileOpen((v) => !v))}
            className="rounded p-1.5 text-gray-700 hover:bg-gray-100"
          >
            <Menu aria-hidden className="h-5 w-5" />
          </button>
          <span className="truncate text-base font-bold" data-testid="admin-title">
            {title}
          </span>
          <div className="ml-auto flex items-center gap-1">
            <Link
              href="/"
              aria-label="사이트로"
              className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm text-gray-700 hover:bg-gray-100"
            >
              <ExternalLink aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">사이트로</span>
            </Link>
            <button
              type="button"
              onClick={() => signOutToHome()}
              aria-label="로그아웃"
              className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm text-gray-700 hover:bg-gray-100"
            >
              <LogOut aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">로그아웃</span>
            </button>
          </div>
        </header>
        <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-6">
          {status === "loading" ? (
            <div role="status" className="flex justify-center py-20 text-gray-500">
              <Loader2 aria-hidden className="h-8 w-8 animate-spin" />
              <span className="sr-only">불러오는 중…</span>
            </div>
          ) : (
            children
          )}
        </main>
      </div>
    </div>
  );
}
