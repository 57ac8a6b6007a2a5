"use client";

import { Toaster } from "sonner";

/** Client-side providers of the whole app. Toasts: top-centre, 3 s, green success / red error (spec §2). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-center" duration={3000} richColors />
    </>
  );
}
