import { loadRemote } from '../remote';
import {
  askWorkerToTell,
  handOffAppCheck,
  onBackgroundSyncMessage,
  registerReplayWorker,
  requestBackgroundSync,
  requestPeriodicRefresh,
  subscribeWebPush,
  unregisterReplayWorker,
} from './background-sync';
import { electLeaderWithWebLocks } from './leader-election';
import { scheduleMirrorBudget } from './mirror-keep';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import { firebaseSyncRemote } from './sync-remote';
import { appStore } from '../../lib/app-store';
import { setSyncUser, syncUserAtom } from './sync-user';
import { followAppBadge } from './app-badge';
import { keepHiddenItemsOf } from './mirror-writes';
import { scheduleOrphanSweep } from './orphan-sweep';

let engine: SyncEngine | undefined;

/**
 * Starts this tab's sync engine (once): load it with `import()` after the first paint. Replays
 * are triggered on start, on `online`, on sign-in (setSyncUser), on every new entry, by the
 * backoff timer and by the service worker's background sync.
 */
export function startSync(): SyncEngine {
  if (engine) return engine;
  // A hidden post or comment stays on the device of its author alone (mirror-writes.ts).
  keepHiddenItemsOf(() => appStore.get(syncUserAtom));
  const started = createSyncEngine({
    remote: firebaseSyncRemote,
    store: appStore,
    user: syncUserAtom,
    elect: electLeaderWithWebLocks,
    isOnline: () => navigator.onLine,
    onRetryLater: requestBackgroundSync,
    // New notifications while the app is in the background: the member's worker tells of them.
    onNewNotifications: (uid, fresh) => {
      if (document.visibilityState === 'hidden')
        askWorkerToTell(
          uid,
          fresh.map((n) => n.id),
        );
    },
  });
  engine = started;
  window.addEventListener('online', () => started.kick());
  // Going offline with work left: let the browser wake us when the network is back.
  window.addEventListener('offline', requestBackgroundSync);
  if (!navigator.onLine) requestBackgroundSync(); // opened offline: no `offline` event comes
  onBackgroundSyncMessage(() => started.kick());
  // The last page closed hands the member's worker a token for replaying without it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && appStore.get(syncUserAtom)) handOffAppCheck();
  });
  // The device's copy stays within its budget (see mirror-keep.ts), checked soon after start.
  scheduleMirrorBudget(15_000);
  followAppBadge(
    () => appStore.get(syncUserAtom),
    (changed) => appStore.sub(syncUserAtom, changed),
  );
  // Entries replay as the member Firebase Auth has signed in (token ready), which the stored
  // session only promises; signing out stops them, signing in again resumes them. The member's
  // service worker, which replays them with the app closed, comes and goes with the member.
  loadRemote()
    .then((api) =>
      api.auth.watchAuth((account) => {
        setSyncUser(account?.uid ?? null);
        if (account) {
          void registerReplayWorker();
          handOffAppCheck();
          // The installed app stays fresh for opening offline, where the browser allows it.
          void requestPeriodicRefresh();
          // Tokens change: a real project with Web Push is told this device's again.
          subscribeWebPush(account.uid);
          // Uploads no post came for are removed in the member's next session.
          scheduleOrphanSweep(account.uid, () => appStore.get(syncUserAtom));
        } else {
          void unregisterReplayWorker();
        }
      }),
    )
    .catch((error: unknown) => console.error('sync: cannot follow sign-in', error));
  return started;
}
