"use client";

import { useEffect } from "react";
import { prefetchFontSubsets } from "./font-loader";
import { PRETENDARD_LOADER } from "./pretendard-options";

/** Loaded after hydration (not in the first-load JS, not in every page's HTML): a first visit's font prefetch. */
export function FontPrefetch() {
  useEffect(() => prefetchFontSubsets(PRETENDARD_LOADER), []);
  return null;
}
