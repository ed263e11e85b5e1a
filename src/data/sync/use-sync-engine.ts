import { useEffect } from 'react';

/**
 * Makes sure this tab's sync engine runs (the app shell starts it after the first paint; a
 * screen that writes to the outbox asks too, which costs nothing once it runs).
 */
export function useSyncEngine(): void {
  useEffect(() => {
    import('./start-sync')
      .then((m) => m.startSync())
      .catch((error: unknown) => console.error('sync: cannot start', error));
  }, []);
}
