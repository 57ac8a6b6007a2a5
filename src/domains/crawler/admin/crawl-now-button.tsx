"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { AdminButton } from "@/ui/admin/admin-button";

/** The site's latest run as the page shows it, so the button knows when the run it started has ended, and how. */
type LastRun = { at: string | null; status: string | null; outcome?: string | null };

const REFRESH_EVERY_MS = 2_000;
const WATCH_AT_MOST_MS = 120_000;

/**
 * "지금 크롤링": calls the page's server action, then reloads the page's data every few seconds until the site's
 * latest run is a new one that has ended (or two minutes passed), so its row shows 진행 중 and then the outcome, which
 * a toast also says (pages read, price changes, failures, time).
 */
export function CrawlNowButton({
  siteId,
  siteName,
  label = "지금 크롤링",
  lastRun,
  action,
}: {
  siteId: number;
  siteName: string;
  label?: string;
  lastRun?: LastRun;
  action: (input: { siteId: number }) => Promise<{ ok: true } | { ok: false; error: { message: string } }>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [watchingFrom, setWatchingFrom] = useState<LastRun | null>(null);
  const ended = watchingFrom !== null && lastRun?.at !== watchingFrom.at && lastRun?.status !== "running";

  const reported = useRef<LastRun | null>(null);
  useEffect(() => {
    if (!watchingFrom || !ended || reported.current === watchingFrom) return;
    reported.current = watchingFrom;
    const outcome = `${siteName} ${lastRun?.outcome ?? "크롤링이 끝났습니다."}`;
    if (lastRun?.status === "failed") toast.error(outcome);
    else toast.success(outcome);
  }, [watchingFrom, ended, lastRun, siteName]);

  useEffect(() => {
    if (!watchingFrom || ended) return;
    const refresh = setInterval(() => router.refresh(), REFRESH_EVERY_MS);
    const giveUp = setTimeout(() => setWatchingFrom(null), WATCH_AT_MOST_MS);
    return () => (clearInterval(refresh), clearTimeout(giveUp));
  }, [watchingFrom, ended, router]);

  const working = pending || (watchingFrom !== null && !ended);
  return (
    <AdminButton
      type="button"
      disabled={working}
      onClick={() =>
        startTransition(async () => {
          const result = await action({ siteId });
          if (!result.ok) return void toast.error(result.error.message);
          toast.success(`${siteName} 크롤링을 시작했습니다. 크롤링 기록에서 진행 상황을 볼 수 있습니다.`);
          setWatchingFrom(lastRun ?? { at: null, status: null });
          router.refresh();
        })
      }
    >
      <RefreshCw aria-hidden className={`h-3.5 w-3.5 ${working ? "animate-spin" : ""}`} /> {label}
    </AdminButton>
  );
}
