"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

/**
 * Runs an admin mutation: marks `key` busy, then toasts the server's Korean message on failure, or
 * `success` and reloads the page's data. Answers whether it worked; the page shows only what the server holds.
 */
export function useAdminAction() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, work: () => Promise<unknown>, success: string): Promise<boolean> {
    setBusy(key);
    try {
      await work();
      toast.success(success);
      router.refresh();
      return true;
    } catch (e) {
      toast.error((e as Error).message);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
