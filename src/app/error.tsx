"use client";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-xl font-bold">일시적인 오류가 발생했습니다</h1>
      <p className="text-gray-600">잠시 후 다시 시도해 주세요.</p>
      <button type="button" onClick={reset} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
        다시 시도
      </button>
    </main>
  );
}
