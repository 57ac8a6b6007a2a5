"use client";

import { lazyComponent } from "@/ui/lazy-component";
import { useState } from "react";
import { FlagIcon } from "@/ui/stroke-icons";
import type { ReportTarget } from "./report-form";

// The form (reasons, request, toast) loads when someone opens it, not with every page that lists reviews.
const ReportForm = lazyComponent(() => import("./report-form").then((module) => module.ReportForm), { ssr: false });

/** 신고 under a post, comment or review: opens in place, asks for a reason from the list (and optional words), sends once. */
export function ReportButton({ className, withIcon = false, ...target }: ReportTarget & { className: string; withIcon?: boolean }) {
  const [open, setOpen] = useState(false);
  if (open) return <ReportForm {...target} onClose={() => setOpen(false)} />;
  return (
    <button type="button" className={withIcon ? `${className} inline-flex items-center gap-1` : className} onClick={() => setOpen(true)}>
      {withIcon ? <FlagIcon className="h-3.5 w-3.5" /> : null}
      신고
    </button>
  );
}
