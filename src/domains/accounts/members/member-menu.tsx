"use client";

import { ChevronDown, Heart, LogOut, Settings, Shield, UserRound } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { SessionUser } from "@/platform/auth/session-user";
import { signOutToHome } from "../sign-out-to-home";

const menuItem =
  "flex w-full items-center gap-2 px-4 py-2.5 text-left text-[15px] text-gray-800 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600";

/** A signed-in member's corner of the header: the given bell and the menu (내 정보, 관심상품, 관리자, 로그아웃). */
export function MemberMenu({ user, bell }: { user: SessionUser; bell: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        buttonRef.current?.focus();
      } else if (menuRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div className="flex items-center gap-1" data-testid="user-menu">
      {bell}
      <div className="relative" ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex h-9 items-center gap-1 rounded-full pl-2 pr-1.5 text-gray-700 hover:bg-gray-100"
        >
          <UserRound aria-hidden className="h-5 w-5" />
          <span className="hidden max-w-28 truncate text-sm font-semibold sm:inline">{user.name ?? "회원"}</span>
          <ChevronDown aria-hidden className="h-4 w-4" />
          <span className="sr-only">내 메뉴</span>
        </button>
        {open ? (
          <div
            role="menu"
            aria-label="내 메뉴"
            onKeyDown={(event) => moveFocusInMenu(event, () => (buttonRef.current?.focus(), setOpen(false)))}
            className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
          >
            <p className="border-b border-gray-100 px-4 py-2 text-sm">
              <span className="block truncate font-semibold">{user.name ?? "회원"}</span>
              <span className="block truncate text-gray-500">{user.email}</span>
            </p>
            <Link prefetch={false} role="menuitem" href="/profile" className={menuItem} onClick={() => setOpen(false)}>
              <Settings aria-hidden className="h-4 w-4" /> 내 정보
            </Link>
            <Link prefetch={false} role="menuitem" href="/wishlist" className={menuItem} onClick={() => setOpen(false)}>
              <Heart aria-hidden className="h-4 w-4" /> 관심상품
            </Link>
            {user.grade === "ADMIN" ? (
              <a role="menuitem" href="/admin" target="_blank" rel="noopener" className={menuItem} onClick={() => setOpen(false)}>
                <Shield aria-hidden className="h-4 w-4" /> 관리자
              </a>
            ) : null}
            <button role="menuitem" type="button" className={`${menuItem} border-t border-gray-100`} onClick={() => signOutToHome()}>
              <LogOut aria-hidden className="h-4 w-4" /> 로그아웃
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

/**
 * The menu's keys (WAI-ARIA menu button): arrows, Home and End move between items; Tab closes it and goes on from
 * its button (`leave` puts focus back there first, so the key's own move starts from a node that stays).
 */
function moveFocusInMenu(event: React.KeyboardEvent<HTMLElement>, leave: () => void) {
  if (event.key === "Tab") return leave();
  const items = menuItems(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}
