"use client";

import { useState } from "react";
import { lazyComponent } from "@/ui/lazy-component";

// The dialog (reasons, note, request) loads when a shopper opens it, not with every product page.
const PriceReportDialog = lazyComponent(() => import("./price-report-dialog").then((module) => module.PriceReportDialog), { ssr: false });

/** 가격 오류 신고 on an offer row: the same markup for every visitor; the form opens in a dialog on click. */
export function PriceReportButton({ offerId, siteName }: { offerId: number; siteName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="offer-report" onClick={() => setOpen(true)} aria-haspopup="dialog">
        가격 오류 신고<span className="sr-only">{` (${siteName})`}</span>
      </button>
      {open ? <PriceReportDialog offerId={offerId} siteName={siteName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
