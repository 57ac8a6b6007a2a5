"use client";

import { lazyComponent } from "@/ui/lazy-component";
import Link from "next/link";
import { useSession } from "@/platform/auth/session-store";
import type { SessionUser } from "@/platform/auth/session-user";
import { UserRoundIcon } from "@/ui/stroke-icons";

const iconButton = "icon-button";

// The member's menu (and its icons) loads only for members; a visitor's page ships the sign-in link alone.
const MemberMenu = lazyComponent(() => import("./member-menu").then((module) => module.MemberMenu), {
  fallback: <span aria-hidden className={iconButton} data-testid="user-menu-pending" />,
});

/**
 * Signed out: the person icon to /auth/signin. Signed in: the bell and a menu. Catalogue pages are
 * rendered as for a visitor (one cached copy for everyone): until the session is known they show an empty
 * slot, not a sign-in icon a member would see flash.
 */
export function UserMenuClient({ serverUser, bell }: { serverUser: SessionUser | null; bell: React.ReactNode }) {
  const { data, status } = useSession();
  const user = status === "loading" ? serverUser : (data?.user ?? null);

  if (!user && status === "loading") return <span aria-hidden className={iconButton} data-testid="user-menu-pending" />;
  if (!user) {
    return (
      <Link prefetch={false} href="/auth/signin" aria-label="로그인" className={iconButton} data-testid="signin-link">
        <UserRoundIcon className="h-5 w-5" />
      </Link>
    );
  }
  return <MemberMenu user={user} bell={bell} />;
}
