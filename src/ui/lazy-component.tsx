"use client";

import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * Whether the page has hydrated: false on the server and while the page hydrates, true from a task after the first
 * browser-only part waited for it (effects run after the hydration's commit). The parts are then drawn in a
 * transition, which React renders in slices between which the phone handles input: with a store read
 * (useSyncExternalStore) they were drawn in one synchronous render, 165 ms of a 4× slowed main thread on `/`.
 */
let hydrated = false;
const waitingForHydration = new Set<() => void>();

function whenHydrated(draw: () => void): () => void {
  if (waitingForHydration.size === 0) {
    setTimeout(() => {
      hydrated = true;
      startTransition(() => waitingForHydration.forEach((waiting) => waiting()));
      waitingForHydration.clear();
    });
  }
  waitingForHydration.add(draw);
  return () => waitingForHydration.delete(draw);
}

function useHydrated(): boolean {
  // A part first drawn after the page hydrated (a client navigation) reads true at once.
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (shown) return;
    if (hydrated) return void startTransition(() => setShown(true));
    return whenHydrated(() => setShown(true));
  }, [shown]);
  return shown;
}

/**
 * A component whose code loads when it is first drawn: React.lazy in a Suspense boundary of its own, in place of
 * next/dynamic, whose loader adds about 2 KB of JavaScript to every page (docs/decisions/main-thread.md).
 * `ssr: false` draws it only in the browser, after hydration, in a Suspense boundary showing `fallback` meanwhile.
 * Otherwise the server draws it into the page's HTML: with no `fallback` there is no boundary of its own (as in
 * next/dynamic), so the server waits for it instead of streaming a placeholder that only a script replaces.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { ssr = true, fallback = null }: { ssr?: boolean; fallback?: ReactNode } = {},
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function LazyComponent(props: Props) {
    const hydrated = useHydrated();
    if (!ssr && !hydrated) return fallback;
    if (ssr && fallback === null) return <Lazy {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
