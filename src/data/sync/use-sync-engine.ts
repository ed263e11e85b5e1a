import { useEffect } from 'react';
import { importWhenReachable } from '../../lib/import-when-reachable';

/**
 * Starts this tab's sync engine (once; later calls cost nothing). Its code is loaded on first
 * use and, if it cannot be fetched (offline before the service worker controls the page), again
 * when the network or the service worker is back: the outbox waits for it meanwhile.
 */
export function startSyncEngine(): void {
  importWhenReachable(() => import('./start-sync'))
    .then((m) => m.startSync())
    // importWhenReachable waits for the code rather than failing: only startSync itself throws.
    .catch((error: unknown) => console.error('sync: the engine failed to start', error));
}

/**
 * Makes sure this tab's sync engine runs (the app shell starts it after the first paint; a
 * screen that writes to the outbox asks too).
 */
export function useSyncEngine(): void {
  useEffect(startSyncEngine, []);
}
