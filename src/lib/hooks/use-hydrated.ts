import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page's prerendered HTML is built and while the browser hydrates it, true on
 * every render after that (and from the start when there was nothing to hydrate). What only the
 * browser knows (the saved language and session, the browser's own features) waits for it, so
 * the hydrated markup is exactly the prerendered one and then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
