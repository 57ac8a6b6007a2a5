import Link from "next/link";

export const metadata = { title: "페이지를 찾을 수 없습니다" };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="text-xl font-bold">페이지를 찾을 수 없습니다</h1>
      <p className="text-gray-600">주소가 바뀌었거나 삭제된 페이지입니다.</p>
      <Link href="/" className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
        홈으로 가기
      </Link>
    </main>
  );
}
