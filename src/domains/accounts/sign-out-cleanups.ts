const cleanups = new Set<() => Promise<unknown>>();

/** Work a sign-out waits for first, at most 3 s (the app registers ending the browser's push subscription); answers its removal. */
export function addSignOutCleanup(cleanup: () => Promise<unknown>): () => void {
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

/** Runs every registered clean-up; a failing one is ignored. */
export const runSignOutCleanups = () => Promise.all([...cleanups].map((cleanup) => cleanup().catch(() => undefined)));
