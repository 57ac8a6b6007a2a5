"use client";

import { RefreshCw } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { AdminButton } from "@/ui/admin/admin-button";

/** "지금 크롤링": calls the page's server action; the run then shows in the crawl logs. */
export function CrawlNowButton({
  siteId,
  siteName,
  label = "지금 크롤링",
  action,
}: {
  siteId: number;
  siteName: string;
  label?: string;
  action: (input: { siteId: number }) => Promise<{ ok: true } | { ok: false; error: { message: string } }>;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <AdminButton
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await action({ siteId });
          if (result.ok) toast.success(`${siteName} 크롤링을 시작했습니다. 크롤링 기록에서 진행 상황을 볼 수 있습니다.`);
          else toast.error(result.error.message);
        })
      }
    >
      <RefreshCw aria-hidden className={`h-3.5 w-3.5 ${pending ? "animate-spin" : ""}`} /> {label}
    </AdminButton>
  );
}
