"use client";

import { BellPlusIcon } from "@/ui/stroke-icons";
import { useSession } from "@/platform/auth/session-store";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { lazyToast as toast } from "@/ui/lazy-toast";
import { apiErrorMessage } from "./api-error-message";
import { readWonInput } from "./won-input";

/** 이 검색 저장: saves the page's filters (its own URL) with an optional maximum all-in price; signed out, to sign-in first. */
export function SaveSearchButton() {
  const { status } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [maxPrice, setMaxPrice] = useState("");
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const here = () => `${window.location.pathname}${window.location.search}`;

  // A popover: it closes after saving, on Escape and on a tap outside it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  const start = () => {
    if (status === "unauthenticated") return router.push(`/auth/signin?${new URLSearchParams({ callbackUrl: here() })}`);
    setOpen((v) => !v);
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const limit = readWonInput(maxPrice);
    if (!limit.ok) return void toast.error(limit.message);
    setPending(true);
    try {
      const response = await fetch("/api/saved-searches", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: here(), maxPrice: limit.won }),
      });
      if (!response.ok) return void toast.error(await apiErrorMessage(response));
      const { savedSearch } = (await response.json()) as { savedSearch: { label: string } };
      toast.success(`‘${savedSearch.label}’ 검색을 저장했습니다. 새로 맞는 상품이 나오면 알려드려요.`);
      setOpen(false);
      setMaxPrice("");
    } catch {
      toast.error("네트워크 오류로 저장하지 못했습니다.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={start}
        aria-expanded={open}
        className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:ring-brand-600"
        data-testid="save-search"
      >
        <BellPlusIcon className="h-4 w-4" />이 검색 저장
      </button>
      {open ? (
        <form
          onSubmit={save}
          className="absolute right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-3 shadow-lg ring-1 ring-gray-200"
        >
          <label className="text-sm text-gray-700">
            최대 가격 (배송비 포함, 선택)
            <span className="mt-1 flex items-center gap-1">
              <input
                inputMode="numeric"
                value={maxPrice}
                onChange={(event) => setMaxPrice(event.target.value)}
                placeholder="예: 15000"
                className="h-9 w-full rounded-lg border border-gray-300 px-2 text-right"
                data-testid="save-search-max"
              />
              원
            </span>
          </label>
          <p className="mt-1 text-xs text-gray-600">조건에 맞는 상품이 새로 나오거나 이 가격 아래로 내려가면 알려드려요.</p>
          <button
            type="submit"
            disabled={pending}
            className="mt-2 h-9 w-full rounded-lg bg-brand-700 text-sm font-semibold text-white disabled:bg-gray-300"
            data-testid="save-search-submit"
          >
            저장
          </button>
        </form>
      ) : null}
    </div>
  );
}
