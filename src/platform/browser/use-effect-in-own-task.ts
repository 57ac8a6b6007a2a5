"use client";

import { useEffect, type DependencyList, type EffectCallback } from "react";

/**
 * A `useEffect` whose body runs in a task of its own, queued by the commit. A page's hydration runs every passive
 * effect in one task, so work that can wait a task (a fetch, a beacon, listeners) made that long task longer: the
 * session read and the page-view beacon were 18–26 ms of a 4× slowed main thread on `/`, the listing and a product page.
 */
export function useEffectInOwnTask(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    const timer = setTimeout(() => (cleanup = effect()));
    return () => {
      clearTimeout(timer);
      cleanup?.();
    };
    // The caller's deps are the effect's: the rule cannot see through the wrapper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
