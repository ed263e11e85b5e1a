// The service worker's Background Sync (sw/sw.ts): when the browser sees the network come back,
// the worker replays the member's outbox itself if no tab holds the sync lock
// (worker-replay.ts), and wakes the replaying tab otherwise.

import { db } from '../local/database';
import { getLocale } from '../../i18n/locale';
import { NOTICE_LOCALE_KEY } from './background-notice';
import { REPLAY_MESSAGE, REPLAY_SYNC_TAG } from './background-sync-protocol';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
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

export function onBackgroundSyncMessage(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) listener();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
