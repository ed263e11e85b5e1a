// The service worker's Background Sync wakes the replaying tab when the browser sees the network
// come back (sw/sw.ts). The worker itself never replays: the member's session lives in the page.

import { REPLAY_MESSAGE, REPLAY_SYNC_TAG } from './background-sync-protocol';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
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
