// The service worker's Background Sync (sw/sw.ts): when the browser sees the network come back,
// the worker replays the member's outbox itself if no tab holds the sync lock
// (worker-replay.ts), and wakes the replaying tab otherwise.

import { db } from '../local/database';
import { getLocale } from '../../i18n/locale';
import { NOTICE_LOCALE_KEY } from './background-notice';
import { PERIODIC_REFRESH_TAG, REPLAY_MESSAGE, REPLAY_SYNC_TAG } from './background-sync-protocol';

/** Periodic Background Sync asks for at most one refresh in this long (the browser decides). */
export const PERIODIC_REFRESH_INTERVAL_MS = 12 * 60 * 60_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  // The worker's notice speaks the member's language, which lives in the page's storage.
  db.meta.put({ key: NOTICE_LOCALE_KEY, value: getLocale() }).catch(() => undefined);
  navigator.serviceWorker.ready
    .then((registration) =>
      (registration as { sync?: SyncManagerLike }).sync?.register(REPLAY_SYNC_TAG),
    )
    .catch(() => undefined); // not supported, or refused: the other triggers still work
}

/**
 * Asks for Periodic Background Sync, which browsers offer only to an installed app (and grant by
 * its use): the worker then refreshes the mirror now and then. Elsewhere nothing changes: the
 * app refreshes on open.
 */
export async function requestPeriodicRefresh(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return false;
  try {
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (status.state !== 'granted') return false;
    const registration = await navigator.serviceWorker.ready;
    const periodicSync = (registration as { periodicSync?: PeriodicSyncManagerLike }).periodicSync;
    if (!periodicSync) return false;
    await periodicSync.register(PERIODIC_REFRESH_TAG, {
      minInterval: PERIODIC_REFRESH_INTERVAL_MS,
    });
    return true;
  } catch {
    return false; // not supported here
  }
}

export function onBackgroundSyncMessage(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) listener();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
