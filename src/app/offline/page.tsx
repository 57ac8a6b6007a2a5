import type { Metadata } from "next";
import { WifiOff } from "lucide-react";

export const metadata: Metadata = { title: "오프라인", robots: { index: false } };

/** What the service worker shows for a page when the network is gone (pre-cached, the same for everyone). */
export default function OfflinePage() {
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
      data-testid="offline-page"
    >
      <WifiOff aria-hidden className="h-12 w-12 text-brand-700" />
      <h1 className="text-xl font-bold">인터넷에 연결되어 있지 않습니다</h1>
      <p className="text-gray-600">네트워크 연결을 확인한 뒤 다시 시도해 주세요. 연결되면 최신 가격을 다시 볼 수 있습니다.</p>
      {/* A plain link reloads the page the person wanted: this page is served in its place. */}
      <a href="" className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
        다시 시도
      </a>
    </main>
  );
}
