"use client";

import { useEffect, useRef } from "react";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * One AdSense unit, labelled 광고, in a box whose height is reserved before the ad arrives (no
 * layout shift). Rendered by the public shell only when an AdSense id is configured.
 */
export function AdSlot({ clientId }: { clientId: string }) {
  const unit = useRef<HTMLModElement>(null);
  useEffect(() => {
    if (!unit.current || unit.current.dataset.adsbygoogleStatus) return;
    (window.adsbygoogle ??= []).push({});
  }, []);
  return (
    <aside aria-label="광고" className="mx-auto mt-8 w-full max-w-6xl px-4" data-testid="ad-slot">
      <p className="mb-1 text-xs text-gray-500">광고</p>
      <div className="h-[100px] overflow-hidden rounded-lg bg-gray-50 md:h-[90px]">
        <ins ref={unit} className="adsbygoogle block h-full" data-ad-client={clientId} data-ad-format="horizontal" />
      </div>
    </aside>
  );
}
