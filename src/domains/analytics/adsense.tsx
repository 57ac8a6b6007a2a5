"use client";

import Script from "next/script";
import { AdSlot } from "./ad-slot";

/** AdSense's script and the shell's one ad slot. */
export function AdSense({ clientId, scriptUrl }: { clientId: string; scriptUrl: string }) {
  return (
    <>
      <Script src={`${scriptUrl}?client=${encodeURIComponent(clientId)}`} strategy="afterInteractive" crossOrigin="anonymous" />
      <AdSlot clientId={clientId} />
    </>
  );
}
