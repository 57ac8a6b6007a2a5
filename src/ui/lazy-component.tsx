"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/**
 * Whether the page has hydrated: false on the server and while the page hydrates, true from a task after the first
 * browser-only part subscribed (subscriptions are made after the hydration's commit). Reading true at once instead
 * would make React draw every browser-only part in one synchronous render inside the hydration's own task.
 */
let hydrated = false;
const waitingForHydration = new Set<() => void>();

function subscribeHydrated(listener: () => void): () => void {
  if (hydrated) return () => {};
  if (waitingForHydration.size === 0) {
    setTimeout(() => {
      hydrated = true;
      for (const waiting of waitingForHydration) waiting();
      waitingForHydration.clear();
    });
  }
  waitingForHydration.add(listener);
  return () => waitingForHydration.delete(listener);
}

function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydrated,
    () => hydrated,
    () => false,
  );
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
