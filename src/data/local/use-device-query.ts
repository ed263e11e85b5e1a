import { useEffect, useState, type DependencyList } from 'react';

/** A query of the device's database, from a module loaded with it. */
export type DeviceQuery<T> = () => Promise<T>;

/**
 * dexie-react-hooks' `useLiveQuery`, for the screens a first visit opens (the board): Dexie and
 * the query's own module are loaded when the query first runs, not with the screen, so they are
 * not on the way to the screen's first paint (on a first visit the device's database opens only
 * after it: device-copy.ts). `load` imports the module and returns the query; null while the
 * query may not run. As with `useLiveQuery`, the last answer stays while a new query runs, the
 * answer follows every change to what the query read, and a failure goes to the screen's error
 * boundary.
 */
export function useDeviceQuery<T>(
  load: (() => Promise<DeviceQuery<T>>) | null,
  deps: DependencyList,
): T | undefined {
  const [answer, setAnswer] = useState<{ value: T }>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    Promise.all([import('dexie'), load()]).then(
      ([{ liveQuery }, query]) => {
        if (!live) return;
        subscription = liveQuery(query).subscribe({
          next: (value) => setAnswer({ value }),
          error: (error: unknown) => setFailure({ error }),
        });
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // The caller's dependencies stand for `load`, a new function each render (as useLiveQuery's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (failure) throw failure.error;
  return answer?.value;
}
