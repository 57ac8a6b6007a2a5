/** The public header navigation, in order. */
export const NAV_ITEMS = [
  { href: "/mouth-inhalation", label: "입호흡" },
  { href: "/lung-inhalation", label: "폐호흡" },
  { href: "/ranking", label: "랭킹" },
  { href: "/community", label: "커뮤니티" },
] as const;

/** A nav item is active on its own page and on the pages below it. */
export function isNavItemActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
