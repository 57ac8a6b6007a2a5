"use client";

import { ErrorNotice } from "@/app/_shell/error-notice";

// Inside this group's layout, so the header and footer stay.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice reset={reset} />;
}
