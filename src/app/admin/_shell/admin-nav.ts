/** The admin area's routes, in sidebar order. */
export const ADMIN_NAV = [
  { href: "/admin", label: "대시보드" },
  { href: "/admin/products", label: "상품 관리" },
  { href: "/admin/manufacturers", label: "제조사 관리" },
  { href: "/admin/seller-sites", label: "판매처 관리" },
  { href: "/admin/users", label: "회원 관리" },
  { href: "/admin/community", label: "커뮤니티 관리" },
  { href: "/admin/crawler-logs", label: "크롤링 기록" },
  { href: "/admin/price-reports", label: "가격 오류 신고" },
  { href: "/admin/audit-log", label: "감사 로그" },
  { href: "/admin/system", label: "시스템 상태" },
  { href: "/admin/settings", label: "시스템 설정" },
  { href: "/admin/compliance", label: "운영 정책 안내" },
] as const;
