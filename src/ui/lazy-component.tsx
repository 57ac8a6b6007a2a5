"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
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
