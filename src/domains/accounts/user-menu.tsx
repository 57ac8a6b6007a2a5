import Link from "next/link";
import { UserRound } from "lucide-react";

/** User-menu slot of the header (spec §2): the sign-in person icon when signed out. */
export function UserMenu() {
  return (
    <Link href="/auth/signin" aria-label="로그인" className="rounded-full p-2 text-gray-700 hover:bg-gray-100">
      <UserRound aria-hidden className="h-5 w-5" />
    </Link>
  );
}
