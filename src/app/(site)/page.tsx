import Link from "next/link";
import { PageHeading } from "@/ui/page-heading";

export default function HomePage() {
  return (
    <>
      <PageHeading title="오늘의 액상 최저가" description="쇼핑몰별 가격을 배송비까지 더해 비교합니다." />
      <div className="grid gap-3 sm:grid-cols-2">
        <Link href="/mouth-inhalation" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <span className="text-lg font-bold">입호흡 액상</span>
        </Link>
        <Link href="/lung-inhalation" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <span className="text-lg font-bold">폐호흡 액상</span>
        </Link>
      </div>
    </>
  );
}
