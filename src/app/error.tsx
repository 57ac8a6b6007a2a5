"use client";

import { ErrorNotice } from "@/app/_shell/error-notice";

// Reached only when a group's layout itself fails; pages' errors stay inside their group's shell.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <ErrorNotice reset={reset} />
    </main>
  );
}
