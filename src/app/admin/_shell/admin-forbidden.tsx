import Link from "next/link";

/** What a signed-in member sees on an admin page: 403, with a way back. */
export function AdminForbidden() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-5xl font-extrabold text-gray-300">403</p>
      <h1 className="text-xl font-bold">접근 권한이 없습니다</h1>
      <p className="text-gray-600">관리자만 이용할 수 있는 페이지입니다.</p>
      <Link href="/" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
        사이트로 돌아가기
      </Link>
    </main>
  );
}
