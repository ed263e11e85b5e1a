import { startTransition, useEffect, useState, type DependencyList } from 'react';

/**
 * dexie-react-hooks' `useLiveQuery`, for the screens a first visit opens (the board, a post):
 * Dexie and the query's own module are loaded when the query first runs, not with the screen, so
 * they are not on the way to the screen's first paint (on a first visit the device's database
 * opens only after it: device-copy.ts). `loadModule` imports the query's module, null while the
 * query may not run; `query` reads the device with it. As with `useLiveQuery`, the last answer
 * stays while a new query runs, the answer follows every change to what the query read, and a
 * failure goes to the screen's error boundary.
 */
export function useDeviceQuery<M, T>(
  loadModule: (() => Promise<M>) | null,
  query: (module: M) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const [answer, setAnswer] = useState<{ value: T }>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!loadModule) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    Promise.all([import('./database'), loadModule()]).then(
      ([{ liveQuery }, module]) => {
        if (!live) return;
        subscription = liveQuery(() => query(module)).subscribe({
          // A transition: the screen re-renders in slices React can interrupt.
          next: (value) => startTransition(() => setAnswer({ value })),
          error: (error: unknown) => setFailure({ error }),
        });
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // The caller's dependencies stand for `query`, a new function each render (as useLiveQuery's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (failure) throw failure.error;
  return answer?.value;
}
