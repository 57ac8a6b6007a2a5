import Link from "next/link";

export default function ProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-3 text-center">
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="text-xl font-bold">상품을 찾을 수 없습니다</h1>
      <p className="text-gray-600">판매가 끝났거나 주소가 잘못된 상품입니다.</p>
      <div className="flex gap-2">
        <Link href="/mouth-inhalation" className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
          입호흡 액상
        </Link>
        <Link href="/lung-inhalation" className="rounded-full px-5 py-2 font-semibold text-brand-700 ring-1 ring-brand-700">
          폐호흡 액상
        </Link>
      </div>
    </div>
  );
}
