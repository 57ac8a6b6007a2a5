"use client";

import { Trash2 } from "lucide-react";
import Link from "next/link";
import { toast } from "sonner";
import type { SavedSearchView } from "../saved-searches";
import { apiErrorMessage } from "../api-error-message";

/** The 저장한 검색 tab: each saved filter set links back to its page and can be removed. */
export function SavedSearchList({ searches, onChange }: { searches: SavedSearchView[]; onChange: (next: SavedSearchView[]) => void }) {
  const remove = async (search: SavedSearchView) => {
    onChange(searches.filter((s) => s.id !== search.id));
    const response = await fetch(`/api/saved-searches/${search.id}`, { method: "DELETE" }).catch(() => null);
    if (response?.ok) return void toast.success("저장한 검색을 지웠습니다.");
    onChange(searches);
    toast.error(response ? await apiErrorMessage(response) : "네트워크 오류로 지우지 못했습니다.");
  };
  if (searches.length === 0) {
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
        <p className="font-semibold">저장한 검색이 없습니다.</p>
        <p className="mt-1 text-sm text-gray-600">
          입호흡·폐호흡 목록이나 검색 결과에서 ‘이 검색 저장’을 누르면, 조건에 맞는 상품이 새로 나올 때 알려드려요.
        </p>
        <Link href="/mouth-inhalation" className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          입호흡 액상 둘러보기
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {searches.map((search) => (
        <li
          key={search.id}
          className="flex items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          data-testid="saved-search"
        >
          <Link href={search.href} prefetch={false} className="min-w-0 font-semibold hover:underline">
            {search.label}
          </Link>
          <button
            type="button"
            onClick={() => void remove(search)}
            aria-label={`${search.label} 삭제`}
            className="shrink-0 rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-red-600"
          >
            <Trash2 aria-hidden className="h-4.5 w-4.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
